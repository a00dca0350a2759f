import { useEffect } from "react";
import { Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api-client";
import { usePriceSources } from "../features/price-sources/api/get-price-sources";
import { EstimateMethod } from "../features/price-sources/components/estimate-method";
import { PriceSourceList } from "../features/price-sources/components/price-source-list";

/** Public page: where every price comes from, with its date and licence (issue 15). */
export default function PricesPage() {
  const sources = usePriceSources();

  useEffect(() => {
    const previous = document.title;
    document.title = "Where our prices come from · PennyCart";
    return () => {
      document.title = previous;
    };
  }, []);

  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Where our prices come from</h1>
        <p className="mt-2 text-slate-700">
          Every price on PennyCart comes from one of these sources. Next to each price, <span className="font-medium">est.</span>{" "}
          marks an estimate and <span className="font-medium">seen</span> an observed shelf price; hover over or tab to the mark
          for its source and date.
        </p>
      </div>
      {sources.isPending ? (
        <Spinner label="Loading price sources" className="py-12" />
      ) : sources.isError ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Error loading price sources</p>
          <p>{errorMessage(sources.error, "Unable to load the price sources. Please try again.")}</p>
        </div>
      ) : (
        <>
          <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {sources.data.summary}
          </p>
          <EstimateMethod />
          <PriceSourceList sources={sources.data.sources} />
        </>
      )}
    </div>
  );
}
