import { useEffect } from "react";
import { Link } from "wouter";
import { PageSpinner, Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api-client";
import { useUser } from "../features/auth/api/get-user";
import { SignInRequired } from "../features/auth/components/sign-in-required";
import { usePriceHistory } from "../features/price-history/api/get-price-history";
import { PriceHistoryView } from "../features/price-history/components/price-history-view";

/** An item's prices over time at each chain (issue 15 part 7). Its chart library loads with this page only. */
export default function PriceHistoryPage({ itemId }: { itemId: string }) {
  const id = /^[1-9][0-9]{0,9}$/.test(itemId) ? Number(itemId) : 0;
  const { user, isLoading } = useUser();
  const history = usePriceHistory(id, user !== null && id > 0);
  const item = history.data?.item;

  useEffect(() => {
    const previous = document.title;
    document.title = `${item ? `${item.name} price history` : "Price history"} · PennyCart`;
    return () => {
      document.title = previous;
    };
  }, [item]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to see price history." returnTo={`/prices/items/${itemId}`} />;
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-3xl gap-4 px-3 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Price history</h1>
        {item && (
          <p className="mt-1 text-slate-700">
            {item.name} · {item.brand} · {item.size} {item.sizeUnit}
          </p>
        )}
      </div>
      {id === 0 ? (
        <ErrorBox message="Item not found" />
      ) : history.isPending ? (
        <Spinner label="Loading price history" className="py-12" />
      ) : history.isError ? (
        <ErrorBox message={errorMessage(history.error, "Unable to load the price history. Please try again.")} />
      ) : (
        <PriceHistoryView history={history.data} />
      )}
      <p className="text-sm">
        <Link href="/prices" className="font-medium text-brand-800 underline">
          Where our prices come from
        </Link>
      </p>
    </div>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">Error loading price history</p>
      <p>{message}</p>
    </div>
  );
}
