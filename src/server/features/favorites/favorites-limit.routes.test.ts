import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FAVORITES } from "../../../domain/contracts/favorites";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { createUserWithPlan, type PlanUser } from "../../../../tests/support/premium-users";
import { favorites, groceryItems } from "../../db/schema/index";

let ctx: TestContext;
let itemIds: number[];

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  const rows = await ctx.database.db
    .select({ id: groceryItems.id })
    .from(groceryItems)
    .orderBy(asc(groceryItems.id))
    .limit(MAX_FAVORITES + 60);
  itemIds = rows.map((row) => row.id);
});
afterAll(() => ctx.close());

const toggle = (user: PlanUser, itemId: number) =>
  ctx.app.inject({ method: "POST", url: `/api/favorites/toggle/${itemId}`, headers: { cookie: user.cookie } });
const favoritesOf = async (user: PlanUser) =>
  (await ctx.app.inject({ url: "/api/favorites", headers: { cookie: user.cookie } })).json();

describe("the favorites limit", () => {
  it(`keeps up to ${MAX_FAVORITES} favorites and refuses one more with 409, until one is removed`, async () => {
    expect(itemIds).toHaveLength(MAX_FAVORITES + 60);
    const user = await createUserWithPlan(ctx, "active");
    const almost = itemIds.slice(0, MAX_FAVORITES - 1);
    await ctx.database.db.insert(favorites).values(almost.map((itemId) => ({ userId: user.id, itemId })));

    const last = await toggle(user, itemIds[MAX_FAVORITES - 1]!);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toEqual({ isFavorite: true });

    const over = await toggle(user, itemIds[MAX_FAVORITES]!);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: `You can keep up to ${MAX_FAVORITES} favorites. Remove one first.` });
    expect(await favoritesOf(user)).toHaveLength(MAX_FAVORITES);

    // Toggling one already kept still removes it at the limit, which makes room again.
    expect((await toggle(user, itemIds[0]!)).json()).toEqual({ isFavorite: false });
    expect((await toggle(user, itemIds[MAX_FAVORITES]!)).json()).toEqual({ isFavorite: true });
  });

  it("holds the limit when many toggles arrive at once (issue 27 item 6: 600 parallel toggles stored 600 on PostgreSQL)", async () => {
    const user = await createUserWithPlan(ctx, "active");
    await ctx.database.db.insert(favorites).values(itemIds.slice(0, MAX_FAVORITES - 10).map((itemId) => ({ userId: user.id, itemId })));
    const fresh = itemIds.slice(MAX_FAVORITES - 10, MAX_FAVORITES + 60);
    const answers = await Promise.all(fresh.map((itemId) => toggle(user, itemId)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(60);
    expect(await ctx.database.db.$count(favorites, eq(favorites.userId, user.id))).toBe(MAX_FAVORITES);
  });

  it("lists a favorite with no store prices when the shopper has set no location or stores", async () => {
    const user = await createUserWithPlan(ctx, "active");
    await toggle(user, itemIds[3]!);
    expect(await favoritesOf(user)).toMatchObject([{ itemId: itemIds[3], storePrices: [] }]);
  });
});
