import { useMemo } from "react";
import type { PriceHistoryResponse } from "../../../../domain/contracts/price-history";
import { toChartData } from "../lib/chart-data";
import { PriceHistoryChart } from "./price-history-chart";
import { PriceHistoryTable } from "./price-history-table";

/** The chart, what it cannot show yet, and the table; or why there is nothing to show. */
export function PriceHistoryView({ history }: { history: PriceHistoryResponse }) {
  const data = useMemo(() => toChartData(history.chains), [history.chains]);
  const { item, chains } = history;
  if (chains.length === 0)
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">No store has a price for this item yet.</p>
    );
  const onePriceEach = chains.every((chain) => chain.observations.length === 1);
  return (
    <div className="grid gap-6">
      {onePriceEach && (
        <p className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {chains.length === 1 ? "The chain has" : `Each of the ${chains.length} chains has`} one price for this item so far, so
          the chart shows a dot per chain; a line appears once a newer price is recorded.
        </p>
      )}
      <PriceHistoryChart chains={chains} data={data} itemName={item.name} />
      <PriceHistoryTable chains={chains} itemName={item.name} />
      {history.truncated && <p className="text-sm text-slate-600">Only the newest 2,000 prices are shown.</p>}
    </div>
  );
}
