import { signedIn, type RouteGroup } from "../matrix";
import { cartEntryOf } from "./core";

/** Rows for the shopping list's routes (issue 16). The cart routes' Idempotency-Key is covered by their rows in core.ts. */

export const shoppingListRoutes: RouteGroup = {
  async seedVictim(ctx) {
    await cartEntryOf(ctx, ctx.victim);
  },
  rows: [
    {
      route: "PUT /api/cart/:id/checked",
      request: async (ctx, owner) => ({
        method: "PUT",
        url: `/api/cart/${await cartEntryOf(ctx, owner)}/checked`,
        payload: { checked: true },
      }),
      expect: signedIn(200, 404),
    },
  ],
};
