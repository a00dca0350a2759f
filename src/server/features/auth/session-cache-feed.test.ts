import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { LISTEN_APPLICATION_NAME } from "../../db/change-feed";
import { cartEntries, familyMembers, prices, sessions, users } from "../../db/schema/index";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { changesDelivered, openAnotherConnection } from "../../../../tests/support/test-database";

// Resolved sessions are cached in memory (decisions 007 and 036). Here the changes come from a
// connection of its own, as from another app instance or an operator's SQL session: on a PostgreSQL
// server they reach this instance by NOTIFY, so each test awaits that delivery (on the embedded
// database it has happened before the write returned), then expects the very next request to see it.

let ctx: TestContext;
let elsewhere: Database; // another connection pool, with its own LISTEN connection
let other: TestContext; // another app instance on it
let itemId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  elsewhere = openAnotherConnection(ctx.database);
  other = await createTestApp({}, { database: elsewhere });
  itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
});
afterAll(async () => {
  await other.app.close();
  await elsewhere.close();
  await ctx.close();
});

const me = (app: TestContext["app"], cookie: string) => app.inject({ url: "/api/auth/user", headers: { cookie } });
const userIdOf = async (email: string) =>
  (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe("session cache with changes made elsewhere", () => {
  it("answers from memory while nothing is reported, and shows a change made elsewhere once it is", async () => {
    const cookie = await signIn(ctx.app, "memory@example.com", { firstName: "Before" });
    const id = await userIdOf("memory@example.com");
    await changesDelivered(ctx.database); // nothing earlier is still on its way
    expect((await me(ctx.app, cookie)).json().firstName).toBe("Before"); // looked up and cached
    // A write that skips the triggers is never reported (decision 006 names this limit): the
    // cached session keeps the old name, which proves the cache answers without the database.
    await elsewhere.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ firstName: "Unreported" }).where(eq(users.id, id));
    });
    expect((await me(ctx.app, cookie)).json().firstName).toBe("Before");

    await elsewhere.db.update(users).set({ firstName: "After" }).where(eq(users.id, id));
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).json().firstName).toBe("After");
  });

  it("waits for delivery without emptying the cache itself, so each test here rests on the triggers' own notifications", async () => {
    const cookie = await signIn(ctx.app, "marker@example.com", { firstName: "Before" });
    const id = await userIdOf("marker@example.com");
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).json().firstName).toBe("Before"); // looked up and cached
    await elsewhere.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ firstName: "Unreported" }).where(eq(users.id, id));
    });
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).json().firstName).toBe("Before"); // nothing reported it: still cached
  });

  it("shows cart rows and a subscription written by raw SQL elsewhere", async () => {
    const cookie = await signIn(ctx.app, "raw-elsewhere@example.com");
    const id = await userIdOf("raw-elsewhere@example.com");
    const cart = async () => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as { itemId: number }[];
    expect(await cart()).toEqual([]);
    expect(await cart()).toEqual([]);
    await elsewhere.db.insert(cartEntries).values({ userId: id, itemId, quantity: 3 });
    await changesDelivered(ctx.database);
    expect((await cart()).map((e) => e.itemId)).toEqual([itemId]);

    expect((await me(ctx.app, cookie)).json().hasPremiumAccess).toBe(false);
    await elsewhere.db.execute(
      sql`update users set subscription_status = 'active', subscription_current_period_end = now() + interval '20 days' where id = ${id}`,
    );
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).json().hasPremiumAccess).toBe(true);
  });

  it("shows a price changed and a family membership granted elsewhere (through the triggers of 0005 and 0014)", async () => {
    const cookie = await signIn(ctx.app, "family-elsewhere@example.com");
    const etag = async () => (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).headers.etag;
    const before = await etag();
    expect(await etag()).toBe(before);
    await elsewhere.db
      .update(prices)
      .set({ cents: sql`${prices.cents} + 1` })
      .where(eq(prices.itemId, itemId));
    await changesDelivered(ctx.database);
    expect(await etag()).not.toBe(before); // a new catalog version

    expect((await me(ctx.app, cookie)).json().hasPremiumAccess).toBe(false);
    expect((await me(ctx.app, cookie)).json().hasPremiumAccess).toBe(false);
    await elsewhere.db.insert(familyMembers).values({ name: "Kin", email: "Family-Elsewhere@example.com" });
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).json().hasPremiumAccess).toBe(true);
  });

  it("rejects a session signed out on another instance, and a deleted account's", async () => {
    const cookie = await signIn(ctx.app, "two-instances@example.com");
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    expect((await me(ctx.app, cookie)).statusCode).toBe(200);
    expect((await me(other.app, cookie)).statusCode).toBe(200);
    await other.app.inject({ url: "/api/logout", headers: { cookie } });
    expect((await me(other.app, cookie)).statusCode).toBe(401); // its own write: at once
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, cookie)).statusCode).toBe(401);

    const leaving = await signIn(ctx.app, "deleted-elsewhere@example.com");
    expect((await me(ctx.app, leaving)).statusCode).toBe(200);
    expect((await me(ctx.app, leaving)).statusCode).toBe(200);
    await elsewhere.db.delete(users).where(eq(users.email, "deleted-elsewhere@example.com"));
    await changesDelivered(ctx.database);
    expect((await me(ctx.app, leaving)).statusCode).toBe(401);
  });

  it("looks every session up with DATABASE_SESSION_CACHE=false, even after a change nobody reports", async () => {
    const uncached = await createTestApp({ DATABASE_SESSION_CACHE: "false" }, { database: ctx.database });
    try {
      const cookie = await signIn(uncached.app, "uncached@example.com", { firstName: "Before" });
      const id = await userIdOf("uncached@example.com");
      await changesDelivered(ctx.database);
      expect((await me(uncached.app, cookie)).json().firstName).toBe("Before");
      expect((await me(uncached.app, cookie)).json().firstName).toBe("Before");
      await elsewhere.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(users).set({ firstName: "Unreported" }).where(eq(users.id, id));
      });
      expect((await me(uncached.app, cookie)).json().firstName).toBe("Unreported");
    } finally {
      await uncached.app.close();
    }
  });

  it("bypasses and empties the cache while its LISTEN connection is down", async () => {
    if (ctx.database.kind !== "postgres") return; // the embedded database has no connection to lose
    // Its own feed, which does not reconnect during this test.
    const lonely = openAnotherConnection(ctx.database, { beatMs: 1000, leaseMs: 60_000, retryMs: 3_600_000 });
    const instance = await createTestApp({}, { database: lonely });
    try {
      const cookie = await signIn(instance.app, "dropped@example.com");
      const id = await userIdOf("dropped@example.com");
      await changesDelivered(lonely);
      expect((await me(instance.app, cookie)).statusCode).toBe(200); // cached now

      let isDown!: () => void;
      const down = new Promise<void>((resolve) => (isDown = resolve));
      const stop = await lonely.watchAuthChanges!({ changed: () => {}, live: () => {}, down: () => isDown() });
      // Every feed of this test database loses its connection; the others reconnect within a second.
      await ctx.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`,
      );
      await down;
      await stop();
      // No notification can reach this instance now, yet it sees each change at once.
      await ctx.database.db.delete(sessions).where(eq(sessions.userId, id));
      expect((await me(instance.app, cookie)).statusCode).toBe(401);
    } finally {
      await instance.app.close();
      await lonely.close();
    }
  });
});
