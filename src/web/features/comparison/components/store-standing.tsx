import { CircleCheck } from "lucide-react";
import type { StoreComparisonRow } from "../../../../domain/comparison/compare-stores";
import { formatUsd } from "../../../../domain/money/money";
import { Badge } from "../../../components/ui/badge";

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/**
 * How a store's total ranks, in words: 'Lowest total', '+$x.xx more' (and 'About the same' when its range reaches the
 * lowest total's, decision 050), or why it cannot be ranked.
 */
export function StoreStanding({ row }: { row: StoreComparisonRow }) {
  if (row.isLowest) {
    return (
      <Badge tone="brand" className="whitespace-nowrap">
        <CircleCheck className="size-3.5" aria-hidden />
        Lowest total
      </Badge>
    );
  }
  if (row.extraCents !== null) {
    const more = <span className="text-xs font-medium text-slate-700">+{formatUsd(row.extraCents)} more</span>;
    if (!row.withinMarginOfLowest) return more;
    // Decision 050: the ranges meet, so the extra cost is within the prices' margins and no saving is certain.
    return (
      <span className="grid">
        {more}
        <span className="text-xs text-slate-600">About the same, within the prices' margins</span>
      </span>
    );
  }
  if (row.missingCount > 0) return <span className="text-xs text-amber-800">Missing {items(row.missingCount)}; not ranked</span>;
  return null;
}

export function MissingCount({ row }: { row: StoreComparisonRow }) {
  return row.missingCount === 0 ? (
    <span className="text-xs text-slate-600">Carries every item</span>
  ) : (
    <span className="text-xs font-medium text-amber-800">{items(row.missingCount)} not carried</span>
  );
}
