import { and, eq } from "drizzle-orm";
import { favorites, recurringOrderItems, recurringOrders } from "../../../src/server/db/schema/index";
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

/** A new weekly recurring order of `owner` with two items, made in the database. */
async function orderOf(ctx: MatrixContext, owner: Actor): Promise<number> {
  const now = new Date();
  const [order] = await ctx.db
    .insert(recurringOrders)
    .values({ userId: owner.id!, frequency: "weekly", anchorAt: now, nextOrderAt: new Date(now.getTime() + 7 * 864e5) })
    .returning({ id: recurringOrders.id });
  await ctx.db.insert(recurringOrderItems).values([
    { orderId: order!.id, itemId: ctx.itemIds[1]!, quantity: 2 },
    { orderId: order!.id, itemId: ctx.itemIds[2]!, quantity: 1 },
  ]);
  return order!.id;
}

export const favoritesRoutes: RouteGroup = {
  async seedVictim(ctx) {
    await favoriteOf(ctx, ctx.victim, 5);
    await favoriteOf(ctx, ctx.victim, 6);
    await orderOf(ctx, ctx.victim);
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
    { route: "GET /api/recurring-orders", request: () => ({ url: "/api/recurring-orders" }), expect: premiumOnly(200) },
    {
      route: "POST /api/recurring-orders",
      request: (ctx) => ({
        method: "POST",
        url: "/api/recurring-orders",
        payload: { frequency: "monthly", items: [{ itemId: ctx.itemIds[3]!, quantity: 2 }] },
      }),
      expect: premiumOnly(201),
    },
    {
      route: "PATCH /api/recurring-orders/:id",
      request: async (ctx, owner) => ({
        method: "PATCH",
        url: `/api/recurring-orders/${await orderOf(ctx, owner)}`,
        payload: { isActive: false },
      }),
      expect: premiumOnly(200, 404),
    },
    {
      route: "DELETE /api/recurring-orders/:id",
      request: async (ctx, owner) => ({ method: "DELETE", url: `/api/recurring-orders/${await orderOf(ctx, owner)}` }),
      expect: premiumOnly(200, 404),
    },
    {
      route: "POST /api/recurring-orders/:id/transfer-to-stores",
      request: async (ctx, owner) => ({
        method: "POST",
        url: `/api/recurring-orders/${await orderOf(ctx, owner)}/transfer-to-stores`,
        payload: { storeIds: ctx.storeIds.slice(0, 2) },
      }),
      expect: premiumOnly(200, 404),
    },
  ],
};
