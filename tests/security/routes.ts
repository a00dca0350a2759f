import type { RouteGroup } from "./matrix";
import { coreRoutes } from "./routes/core";
import { familyRoutes } from "./routes/family";
import { favoritesRoutes } from "./routes/favorites";
import { messagingRoutes } from "./routes/messaging";
import { missingProductsRoutes } from "./routes/missing-products";
import { priceHistoryRoutes } from "./routes/price-history";
import { priceReviewRoutes } from "./routes/price-review";
import { pricingRoutes } from "./routes/pricing";
import { receiptsRoutes } from "./routes/receipts";
import { sharingRoutes } from "./routes/sharing";
import { shoppingListRoutes } from "./routes/shopping-list";

/** Every feature's rows. A feature with new routes adds its file under routes/ and its group here. */
export const routeGroups: readonly RouteGroup[] = [
  coreRoutes,
  sharingRoutes,
  favoritesRoutes,
  messagingRoutes,
  familyRoutes,
  shoppingListRoutes,
  pricingRoutes,
  priceHistoryRoutes,
  priceReviewRoutes,
  receiptsRoutes,
  missingProductsRoutes,
];
