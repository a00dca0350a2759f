import { CircleCheck } from "lucide-react";
import type { StoreComparisonRow } from "../../../../domain/comparison/compare-stores";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { formatUsd } from "../../../../domain/money/money";
import { Badge } from "../../../components/ui/badge";
import { splitMissing } from "../lib/unpriced";

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

/** The items a store has no price for: those it does not carry, and those nobody has priced there yet (decision 062). */
export function MissingCount({
  row,
  entries,
}: {
  row: StoreComparisonRow;
  entries: readonly Pick<CartEntry, "itemId" | "assortmentKnown">[];
}) {
  if (row.missingCount === 0) return <span className="text-xs text-slate-600">Carries every item</span>;
  const { notCarried, noPrice } = splitMissing(row.missingItems, entries);
  return (
    <span className="grid text-xs font-medium text-amber-800">
      {notCarried.length > 0 && <span>{items(notCarried.length)} not carried</span>}
      {noPrice.length > 0 && <span>{items(noPrice.length)} with no price yet</span>}
    </span>
  );
}
