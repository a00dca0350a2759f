import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { useHeldPriceReports } from "../features/price-review/api/get-held-price-reports";
import { HeldPriceReportsCard } from "../features/price-review/components/held-price-reports-card";
import { AdminAccessRequired } from "./components/admin-access-required";
import { AdminNav } from "./components/admin-nav";
import { useAdminGate } from "./components/use-admin-gate";

const ADMIN_REQUIRED = "You need admin privileges to review price reports.";

/** /admin/price-reports (decision 028): admins approve or reject held shopper price reports. */
export default function AdminPriceReportsPage() {
  const { user } = useUser();
  const reports = useHeldPriceReports(user?.isAdmin === true);
  const { isLoading, loggedOut, notAdmin } = useAdminGate({
    returnTo: "/admin/price-reports",
    adminRequired: ADMIN_REQUIRED,
    queryError: reports.isError ? reports.error : null,
  });

  if (isLoading || loggedOut) return <PageSpinner />;
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Price Report Review</h1>
      {notAdmin ? (
        <AdminAccessRequired reason={ADMIN_REQUIRED} />
      ) : (
        <>
          <AdminNav current="price-reports" />
          <HeldPriceReportsCard reports={reports.data} isLoading={reports.isLoading} isError={reports.isError} />
        </>
      )}
    </div>
  );
}
