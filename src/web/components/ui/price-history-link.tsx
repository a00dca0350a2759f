import { ChartLine } from "lucide-react";
import { Link } from "wouter";

/** The way from an item to its prices over time (issue 15 part 7): a small link named for the item. */
export function PriceHistoryLink({ itemId, itemName }: { itemId: number; itemName: string }) {
  return (
    <Link
      href={`/prices/items/${itemId}`}
      aria-label={`Price history of ${itemName}`}
      className="mt-0.5 inline-flex min-h-6 items-center gap-1 text-xs font-medium text-brand-800 underline"
    >
      <ChartLine className="size-3.5" aria-hidden />
      Price history
    </Link>
  );
}
