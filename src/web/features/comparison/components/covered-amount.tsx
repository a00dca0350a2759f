import type { ReactNode } from "react";
import type { StoreComparisonRow } from "../../../../domain/comparison/compare-stores";
import { coverageOf } from "../../../../domain/comparison/store-totals";
import { formatUsd, type Cents } from "../../../../domain/money/money";
import type { CentsRange } from "../../../../domain/pricing/margin";

type Props = {
  row: StoreComparisonRow;
  cents: Cents;
  mark?: ReactNode;
  strong?: boolean;
  showCoverage?: boolean;
  /** The amount's range within the prices' margins (decision 050), shown under it when it is not a single figure. */
  range?: CentsRange;
};

/**
 * A store's subtotal, tax or total, said honestly: '—' when the store carries none of the cart (never
 * a $0.00 that reads as cheapest), the amount with "for N of M items" when it carries part of it
 * (never bold), and the plain amount, bold where asked, when it carries everything; with its range under it where given.
 */
export function CoveredAmount({ row, cents, mark, strong = false, showCoverage = false, range }: Props) {
  const coverage = coverageOf(row);
  if (coverage.kind === "none") {
    return (
      <span className="font-normal text-slate-500">
        <span aria-hidden>—</span>
        <span className="sr-only">Carries none of these items</span>
      </span>
    );
  }
  return (
    <span className={`tabular-nums ${strong && coverage.kind === "all" ? "font-semibold" : "font-normal"}`}>
      {formatUsd(cents)}
      {mark}
      {range && range.lowCents !== range.highCents && (
        <span className="block text-xs font-normal text-slate-600">
          {formatUsd(range.lowCents)}–{formatUsd(range.highCents)}
        </span>
      )}
      {showCoverage && coverage.kind === "partial" && (
        <span className="block text-xs font-normal text-amber-800">
          for {coverage.carried} of {coverage.of} items
        </span>
      )}
    </span>
  );
}

/** Why several stores carry the 'Lowest total' badge: their totals are equal to the cent. */
export function TieNote({
  rows,
  storeName,
}: {
  rows: readonly StoreComparisonRow[];
  storeName: (id: string) => string | undefined;
}) {
  const tied = rows.filter((row) => row.isLowest);
  if (tied.length < 2) return null;
  const names = tied.map((row) => storeName(row.storeId) ?? "A store");
  const list = names.length === 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return (
    <p className="text-sm text-slate-700">
      {list} share the lowest total: {formatUsd(tied[0]!.totalCents)} each, equal to the cent.
    </p>
  );
}
