import { signedIn, type RouteGroup } from "../matrix";

/** An item's price history (issue 15 part 7): catalog prices are for signed-in shoppers; it names no one's rows. */
export const priceHistoryRoutes: RouteGroup = {
  rows: [
    {
      route: "GET /api/grocery-items/:id/price-history",
      request: (ctx) => ({ url: `/api/grocery-items/${ctx.itemIds[0]}/price-history` }),
      expect: signedIn(200),
    },
  ],
};
