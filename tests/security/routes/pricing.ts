import { everyone, signedIn, type RouteGroup } from "../matrix";

/** Rows for the price provenance routes (issue 15). GET /api/pricing-status stays in core. */
export const pricingRoutes: RouteGroup = {
  rows: [
    { route: "GET /api/price-sources", request: () => ({ url: "/api/price-sources" }), expect: everyone(200) },
    // Any signed-in shopper may report a price; a report names no one's rows, so there is no foreign case.
    {
      route: "POST /api/price-reports",
      request: (ctx) => ({
        method: "POST",
        url: "/api/price-reports",
        payload: { itemId: ctx.itemIds[0], storeId: ctx.storeIds[0], price: "3.49" },
      }),
      expect: signedIn(201),
    },
    // Each shopper's own counts only: nothing of anyone else's is named in the request.
    { route: "GET /api/price-reports/mine", request: () => ({ url: "/api/price-reports/mine" }), expect: signedIn(200) },
  ],
};
