import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prices, stores, users } from "../../src/server/db/schema/index";
import type { Database } from "../../src/server/db/client";
import { createTestDatabase } from "../support/test-database";
import { ownedTables, snapshotUserState } from "./victim-state";

// The fuzz test's "nothing of anyone else's changed" rests on this snapshot: it must see a change to any column of any
// catalog row, and to the victim's own rows, and nothing else.
let database: Database;
let userId: string;
let tables: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db.insert(users).values({ email: "victim-state@example.com" }).returning({ id: users.id });
  userId = user!.id;
  tables = await ownedTables(database.db);
});
afterAll(() => database.close());

describe("the victim's state snapshot", () => {
  it("is the same when nothing changed, and differs after a catalog price, a store or the user row changes", async () => {
    const { db } = database;
    const first = await snapshotUserState(db, userId, tables);
    expect(await snapshotUserState(db, userId, tables)).toEqual(first);

    const [price] = await db.select({ id: prices.id, cents: prices.cents }).from(prices).where(sql`reported_by is null`).limit(1);
    await db.update(prices).set({ cents: price!.cents + 1 }).where(eq(prices.id, price!.id));
    const afterPrice = await snapshotUserState(db, userId, tables);
    expect(afterPrice.prices).not.toBe(first.prices);
    expect({ ...afterPrice, prices: first.prices }).toEqual(first);

    const [store] = await db.select({ id: stores.id, name: stores.name }).from(stores).limit(1);
    await db.update(stores).set({ name: `${store!.name} ` }).where(eq(stores.id, store!.id));
    expect((await snapshotUserState(db, userId, tables)).stores).not.toBe(first.stores);

    await db.update(users).set({ firstName: "Changed" }).where(eq(users.id, userId));
    expect((await snapshotUserState(db, userId, tables)).users).not.toBe(first.users);
  });
});
