import { lazy, useState } from "react";
import { Route, Switch } from "wouter";
import { APP_PATHS } from "../../domain/contracts/app-paths";
import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";

// Each route loads its own code: a visitor's first page does not pay for the others.
const LandingPage = lazy(() => import("../pages/landing"));
const HomePage = lazy(() => import("../pages/home"));
const LoginPage = lazy(() => import("../pages/login"));
const AccountPage = lazy(() => import("../pages/account"));
const SubscribePage = lazy(() => import("../pages/subscribe"));
const SharedListPage = lazy(() => import("../pages/shared-list"));
const AdminFamilyPage = lazy(() => import("../pages/admin-family"));
const AdminPriceReportsPage = lazy(() => import("../pages/admin-price-reports"));
const AdminMissingProductsPage = lazy(() => import("../pages/admin-missing-products"));
const NotFoundPage = lazy(() => import("../pages/not-found"));
const DemoPage = lazy(() => import("../pages/demo"));
const StoresPage = lazy(() => import("../pages/stores"));
const DevOutboxPage = lazy(() => import("../pages/dev-outbox"));
const PricesPage = lazy(() => import("../pages/prices"));
const PriceHistoryPage = lazy(() => import("../pages/price-history"));
const ShopPage = lazy(() => import("../pages/shop"));
const ReceiptsPage = lazy(() => import("../pages/receipts"));

function RootPage() {
  const { user, isLoading, isOffline } = useUser();
  // The installed app opened without a connection: the shopping list works offline (issue 16), and
  // stays on screen when the connection comes back.
  const [shopping, setShopping] = useState(() => !navigator.onLine);
  if (isOffline && !shopping) setShopping(true);
  if (shopping) return <ShopPage />;
  if (isLoading) return <PageSpinner />;
  return user ? <HomePage user={user} /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={APP_PATHS.root} component={RootPage} />
      <Route path={APP_PATHS.login} component={LoginPage} />
      <Route path={APP_PATHS.account} component={AccountPage} />
      <Route path={APP_PATHS.subscribe} component={SubscribePage} />
      <Route path={APP_PATHS.sharedList}>{(params) => <SharedListPage listId={params.listId} />}</Route>
      <Route path={APP_PATHS.adminFamily} component={AdminFamilyPage} />
      <Route path={APP_PATHS.adminPriceReports} component={AdminPriceReportsPage} />
      <Route path={APP_PATHS.adminMissingProducts} component={AdminMissingProductsPage} />
      <Route path={APP_PATHS.demo} component={DemoPage} />
      <Route path={APP_PATHS.stores} component={StoresPage} />
      <Route path={APP_PATHS.prices} component={PricesPage} />
      <Route path={APP_PATHS.priceHistory}>{(params) => <PriceHistoryPage itemId={params.itemId} />}</Route>
      <Route path={APP_PATHS.shop} component={ShopPage} />
      <Route path={APP_PATHS.receipts}>{() => <ReceiptsPage />}</Route>
      <Route path={APP_PATHS.receipt}>{(params) => <ReceiptsPage id={params.id} />}</Route>
      <Route path={APP_PATHS.devOutbox} component={DevOutboxPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
