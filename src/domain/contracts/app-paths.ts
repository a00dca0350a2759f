/**
 * The pages of the web app, one list for the client's router and the server (issue 28): a GET for any other path is
 * the 404 page with the status 404. Patterns as the router reads them: `:name` is one path segment.
 */
export const APP_PATHS = {
  root: "/",
  login: "/login",
  account: "/account",
  subscribe: "/subscribe",
  sharedList: "/shared/:listId",
  adminFamily: "/admin/family",
  adminPriceReports: "/admin/price-reports",
  adminMissingProducts: "/admin/missing-products",
  demo: "/demo",
  stores: "/stores",
  prices: "/prices",
  priceHistory: "/prices/items/:itemId",
  shop: "/shop",
  receipts: "/receipts",
  receipt: "/receipts/:id",
  devOutbox: "/dev/outbox",
} as const;

const patterns = Object.values(APP_PATHS).map((path) => {
  const segments = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")));
  // The router matches without regard to case and with or without one trailing slash.
  return new RegExp(`^/${segments.join("/")}${segments.length ? "/?" : ""}$`, "i");
});

/** Whether a pathname (no query) is one of the app's pages. */
export const isAppPath = (pathname: string) => patterns.some((pattern) => pattern.test(pathname));
