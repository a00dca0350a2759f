import { everyone, signedIn, type Actor, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for sharing a list by link: create from the cart, the public view, copy to cart, the owner's lists. */

let victimListId: string | undefined;

/** A list shared by `owner` (a fresh one for every actor; the victim's is made once, in seedVictim). */
async function listOf(ctx: MatrixContext, owner: Actor): Promise<string> {
  if (owner.role === "victim" && victimListId) return victimListId;
  const add = await ctx.as(owner, { method: "POST", url: "/api/cart", payload: { itemId: ctx.itemIds[5]!, quantity: 1 } });
  if (add.statusCode !== 201) throw new Error(`could not fill the cart of ${owner.email}: ${add.statusCode} ${add.body}`);
  const res = await ctx.as(owner, { method: "POST", url: "/api/shared-lists/from-cart", payload: { title: "Matrix list" } });
  if (res.statusCode !== 201) throw new Error(`could not share a list as ${owner.email}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export const sharingRoutes: RouteGroup = {
  async seedVictim(ctx) {
    victimListId = undefined;
    victimListId = await listOf(ctx, ctx.victim);
  },
  rows: [
    {
      route: "POST /api/shared-lists/from-cart",
      request: async (ctx, owner) => {
        // Sharing needs a non-empty cart: the actor's own (a visitor's request is refused before it is read).
        if (owner.role !== "victim") {
          await ctx.as(owner, { method: "POST", url: "/api/cart", payload: { itemId: ctx.itemIds[6]!, quantity: 2 } });
        }
        return {
          method: "POST",
          url: "/api/shared-lists/from-cart",
          payload: { title: "Weekly shop", description: "For the family" },
        };
      },
      expect: signedIn(201),
    },
    { route: "GET /api/shared-lists", request: () => ({ url: "/api/shared-lists" }), expect: signedIn(200) },
    // Public by design: whoever has the link may read a list, the owner's or not.
    {
      route: "GET /api/shared-lists/:id",
      request: async (ctx, owner) => ({ url: `/api/shared-lists/${await listOf(ctx, owner)}` }),
      expect: { ...everyone(200), foreign: 200 },
    },
    // Any signed-in user may copy any list they have the link of into their own cart.
    {
      route: "POST /api/shared-lists/:id/copy-to-cart",
      request: async (ctx, owner) => ({ method: "POST", url: `/api/shared-lists/${await listOf(ctx, owner)}/copy-to-cart` }),
      expect: signedIn(200, 200),
    },
    {
      route: "DELETE /api/shared-lists/:id",
      request: async (ctx, owner) => ({ method: "DELETE", url: `/api/shared-lists/${await listOf(ctx, owner)}` }),
      expect: signedIn(200, 404),
    },
  ],
};
