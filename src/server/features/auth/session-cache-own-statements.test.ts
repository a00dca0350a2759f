import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { changesDelivered, openAnotherConnection } from "../../../../tests/support/test-database";

// On a PostgreSQL server, this instance empties its session cache when a statement of its own that may write completes
// (decision 036), before NOTIFY could tell it. A statement that only reads must leave the cache alone, or every
// several-word search (a `with` of selects) costs the next request its cached session. To see the cache itself, the
// user's name is changed elsewhere with the triggers off (never reported): a request still answered "Before" was
// answered from the cache, one answered "Unreported" looked the session up again. PGlite has no such local rule.

describe.runIf(inject("postgresTemplate"))("this instance's own statements and its session cache (PostgreSQL)", () => {
  let ctx: TestContext;
  let elsewhere: Database;
  beforeAll(async () => {
    ctx = await createTestApp();
    elsewhere = openAnotherConnection(ctx.database);
  });
  afterAll(async () => {
    await elsewhere.close();
    await ctx.close();
  });

  const firstName = async (cookie: string) =>
    ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { firstName: string }).firstName;

  /** A signed-in shopper whose session is cached as "Before" and whose name is "Unreported" in the database. */
  async function cachedThenChangedUnreported(email: string): Promise<string> {
    const cookie = await signIn(ctx.app, email, { firstName: "Before" });
    await changesDelivered(ctx.database);
    expect(await firstName(cookie)).toBe("Before");
    await elsewhere.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ firstName: "Unreported" }).where(eq(users.email, email));
    });
    return cookie;
  }

  it("keeps the cached session across a several-word search", async () => {
    const cookie = await cachedThenChangedUnreported("search-keeps@example.com");
    for (const q of ["peanut butter", "ground beef", "orange juice"]) {
      expect((await ctx.app.inject({ url: `/api/grocery-items/search?q=${encodeURIComponent(q)}` })).statusCode).toBe(200);
    }
    expect(await firstName(cookie)).toBe("Before");
  });

  it("empties it once a with that deletes has run, though nothing it deleted is reported", async () => {
    const cookie = await cachedThenChangedUnreported("cte-empties@example.com");
    await ctx.database.db.execute(sql`with gone as (delete from cart_entries where false returning 1) select count(*) from gone`);
    expect(await firstName(cookie)).toBe("Unreported");
  });
});
