import { lazy } from "react";
import { Route, Switch } from "wouter";
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
const NotFoundPage = lazy(() => import("../pages/not-found"));
const DemoPage = lazy(() => import("../pages/demo"));
const StoresPage = lazy(() => import("../pages/stores"));
const DevOutboxPage = lazy(() => import("../pages/dev-outbox"));
const PricesPage = lazy(() => import("../pages/prices"));

function RootPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  return user ? <HomePage user={user} /> : <LandingPage />;
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={RootPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/account" component={AccountPage} />
      <Route path="/subscribe" component={SubscribePage} />
      <Route path="/shared/:listId">{(params) => <SharedListPage listId={params.listId} />}</Route>
      <Route path="/admin/family" component={AdminFamilyPage} />
      <Route path="/demo" component={DemoPage} />
      <Route path="/stores" component={StoresPage} />
      <Route path="/prices" component={PricesPage} />
      <Route path="/dev/outbox" component={DevOutboxPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
