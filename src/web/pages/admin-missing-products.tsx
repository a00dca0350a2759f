import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { useMissingProducts } from "../features/missing-products/api/get-missing-products";
import { MissingProductsCard } from "../features/missing-products/components/missing-products-card";
import { AdminAccessRequired } from "./components/admin-access-required";
import { AdminNav } from "./components/admin-nav";
import { useAdminGate } from "./components/use-admin-gate";

const ADMIN_REQUIRED = "You need admin privileges to see missing products.";

/** /admin/missing-products (decision 070): what shoppers met that the catalog lacks, for the catalog team. */
export default function AdminMissingProductsPage() {
  const { user } = useUser();
  const products = useMissingProducts(user?.isAdmin === true);
  const { isLoading, loggedOut, notAdmin } = useAdminGate({
    returnTo: "/admin/missing-products",
    adminRequired: ADMIN_REQUIRED,
    queryError: products.isError ? products.error : null,
  });

  if (isLoading || loggedOut) return <PageSpinner />;
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Missing Products</h1>
      {notAdmin ? (
        <AdminAccessRequired reason={ADMIN_REQUIRED} />
      ) : (
        <>
          <AdminNav current="missing-products" />
          <MissingProductsCard products={products.data} isLoading={products.isLoading} isError={products.isError} />
        </>
      )}
    </div>
  );
}
