import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdInTransaction, within } from "../../../../tests/support/held-transaction";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { sharedLists, users } from "../../db/schema/index";
import { removeSharedLists } from "./sharing.repository";

// A deleted list keeps only what the daily limit counts (decision 045: its text is blanked); the retention job removes
// every list due, however many, and answers how many went of both kinds.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const rowOf = async (id: string) => (await ctx.database.db.select().from(sharedLists).where(eq(sharedLists.id, id)))[0];

describe("a deleted shared list", () => {
  it("keeps no title or description, only the row the daily limit counts", async () => {
    const cookie = await signIn(ctx.app, `removal-${Date.now()}@example.com`);
    const itemId = ((await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, quantity: 1 } });
    const shared = await ctx.app.inject({
      method: "POST",
      url: "/api/shared-lists/from-cart",
      headers: { cookie },
      payload: { title: "Dinner party", description: "For Saturday at Ana's" },
    });
    expect(shared.statusCode).toBe(201);
    const id = shared.json().id as string;
    expect(await rowOf(id)).toMatchObject({ title: "Dinner party", description: "For Saturday at Ana's", deletedAt: null });

    expect((await ctx.app.inject({ method: "DELETE", url: `/api/shared-lists/${id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(await rowOf(id)).toMatchObject({ title: "", description: null, deletedAt: expect.any(Date) });
  });
});

describe("removeSharedLists", () => {
  it("removes more lists than one batch holds, unseen and deleted, and answers how many went", async () => {
    const email = `removal-many-${Date.now()}@example.com`;
    await signIn(ctx.app, email);
    const [me] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const now = Date.now();
    const list = (values: Partial<typeof sharedLists.$inferInsert>) => ({
      id: randomBytes(16).toString("base64url"),
      userId: me!.id,
      title: "Old",
      ...values,
    });
    // 501 unseen for 500 days (one more than a batch of 500), 3 deleted 10 days ago, and one of each kind not yet due.
    const unseen = Array.from({ length: 501 }, () => list({ lastViewedAt: new Date(now - 500 * DAY_MS) }));
    const deleted = Array.from({ length: 3 }, () =>
      list({ title: "", createdAt: new Date(now - 10 * DAY_MS), deletedAt: new Date(now - 9 * DAY_MS) }),
    );
    const kept = [list({ lastViewedAt: new Date(now - 100 * DAY_MS) }), list({ title: "", deletedAt: new Date(now) })];
    await ctx.database.db.insert(sharedLists).values([...unseen, ...deleted, ...kept]);

    const removed = await removeSharedLists(ctx.database.db, new Date(now - 400 * DAY_MS), new Date(now - 2 * DAY_MS));
    expect(removed).toBe(504);
    const left = await ctx.database.db.select({ id: sharedLists.id }).from(sharedLists).where(eq(sharedLists.userId, me!.id));
    expect(left.map((row) => row.id).sort()).toEqual(kept.map((row) => row.id).sort());
  });
});

// PGlite runs one statement at a time, so only a server can hold a list's row while the job runs.
describe.runIf(inject("postgresTemplate"))("removeSharedLists beside another transaction", () => {
  it("skips a list another transaction holds, without waiting for it, and removes the rest", async () => {
    const { db } = ctx.database;
    const email = `removal-locked-${Date.now()}@example.com`;
    await signIn(ctx.app, email);
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const now = Date.now();
    // Unseen for longer than any other test's list: only these two are due at this cut.
    const [held, free] = [0, 1].map(() => ({
      id: randomBytes(16).toString("base64url"),
      userId: me!.id,
      title: "Old",
      lastViewedAt: new Date(now - 5_000 * DAY_MS),
    }));
    await db.insert(sharedLists).values([held!, free!]);
    const holding = await holdInTransaction(db, (tx) =>
      tx.select({ id: sharedLists.id }).from(sharedLists).where(eq(sharedLists.id, held!.id)).for("update"),
    );
    // Started inside the try: a removal that waits for the held row ends once it is released, before the test does.
    let removal: Promise<number> | undefined;
    try {
      removal = removeSharedLists(db, new Date(now - 4_000 * DAY_MS), new Date(0));
      expect(await within(removal, 5_000, "waited")).toBe(1);
    } finally {
      await holding.release();
      await removal?.catch(() => {});
    }
    expect(await rowOf(free!.id)).toBeUndefined();
    expect(await rowOf(held!.id)).toBeDefined();
  });
});
