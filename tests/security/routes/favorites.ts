import { and, eq } from "drizzle-orm";
import { favorites } from "../../../src/server/db/schema/index";
import { premiumOnly, type Actor, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for the Premium favorites and recurring-order routes (issue 10). */

/** A favorite of `owner`, made in the database (free users cannot make one through the API). */
async function favoriteOf(ctx: MatrixContext, owner: Actor, itemIndex = 5): Promise<number> {
  const itemId = ctx.itemIds[itemIndex]!;
  await ctx.db.insert(favorites).values({ userId: owner.id!, itemId }).onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, owner.id!), eq(favorites.itemId, itemId)));
  return row!.id;
}

export const favoritesRoutes: RouteGroup = {
  async seedVictim(ctx) {
    await favoriteOf(ctx, ctx.victim, 5);
    await favoriteOf(ctx, ctx.victim, 6);
  },
  rows: [
    { route: "GET /api/favorites", request: () => ({ url: "/api/favorites" }), expect: premiumOnly(200) },
    {
      route: "POST /api/favorites/toggle/:itemId",
      request: (ctx) => ({ method: "POST", url: `/api/favorites/toggle/${ctx.itemIds[7]!}` }),
      expect: premiumOnly(200),
    },
    {
      route: "POST /api/favorites/add-to-cart",
      request: async (ctx, owner) => ({
        method: "POST",
        url: "/api/favorites/add-to-cart",
        payload: { favoriteIds: [await favoriteOf(ctx, owner)] },
      }),
      expect: premiumOnly(200, 404),
    },
    {
      route: "PATCH /api/favorites/:id",
      request: async (ctx, owner) => ({
        method: "PATCH",
        url: `/api/favorites/${await favoriteOf(ctx, owner)}`,
        payload: { frequency: "monthly", notes: "Large bottle" },
      }),
      expect: premiumOnly(200, 404),
    },
    {
      route: "DELETE /api/favorites/:id",
      request: async (ctx, owner) => ({ method: "DELETE", url: `/api/favorites/${await favoriteOf(ctx, owner, 8)}` }),
      expect: premiumOnly(200, 404),
    },
  ],
};
