import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SHARED_LISTS_PER_DAY } from "../../../domain/contracts/sharing";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { sharedLists } from "../../db/schema/index";

// The daily sharing limit counts the last 24 hours: lists shared 23 hours ago still count, 25 hours ago no longer.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => ctx.close());

describe("the daily sharing limit", () => {
  it("counts lists shared in the last 24 hours, not only the last minutes", async () => {
    const cookie = await signIn(ctx.app, "window-sharer@example.com");
    const [item] = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: item!.id, quantity: 1 } });
    const share = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/shared-lists/from-cart",
        headers: { cookie },
        payload: { title: "Groceries" },
      });
    const first = await share();
    expect(first.statusCode).toBe(201);
    const [owner] = await ctx.database.db
      .select({ userId: sharedLists.userId })
      .from(sharedLists)
      .where(eq(sharedLists.id, first.json().id));
    const userId = owner!.userId;
    const earlier = Array.from({ length: MAX_SHARED_LISTS_PER_DAY - 1 }, () => ({
      id: randomBytes(16).toString("base64url"),
      userId,
      title: "Earlier",
    }));
    await ctx.database.db.insert(sharedLists).values(earlier);
    const ageAll = (hours: number) =>
      ctx.database.db
        .update(sharedLists)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(eq(sharedLists.userId, userId));

    await ageAll(23);
    const refused = await share();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: `You can share up to ${MAX_SHARED_LISTS_PER_DAY} lists a day. Please try again tomorrow.`,
    });

    await ageAll(25);
    expect((await share()).statusCode).toBe(201);
  });
});
