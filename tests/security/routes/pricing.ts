import { everyone, type RouteGroup } from "../matrix";

/** Rows for the price provenance routes (issue 15). GET /api/pricing-status stays in core. */
export const pricingRoutes: RouteGroup = {
  rows: [{ route: "GET /api/price-sources", request: () => ({ url: "/api/price-sources" }), expect: everyone(200) }],
};
