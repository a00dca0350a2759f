import { formatUsd } from "../../../../domain/money/money";
import { PriceSourceMark } from "../../../components/ui/price-source-mark";
import { unpricedLabel } from "../lib/unpriced";
import type { PricedItemProps } from "./priced-cell";
import { PricedProduct } from "./priced-product";
import { ReportPriceButton, reportedItem } from "./report-price-dialog";

/**
 * One item at the picked store on a phone, in two short lines: name and price (with its source), then
 * brand and packs × pack price, the product priced for "any brand" (decision 011), and Report price.
 */
export function PhonePriceLine({ entry, store, line, model }: PricedItemProps) {
  const storePrice = model.priceAt(String(entry.itemId), store.id);
  const item = reportedItem(entry, storePrice);
  const carried =
    line && line.unitCents !== null && line.lineCents !== null
      ? { lineCents: line.lineCents, unitCents: line.unitCents, packs: line.packs ?? line.quantity }
      : null;
  return (
    <span className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 py-1.5 text-sm">
      <span className="min-w-0 font-medium break-words">{entry.item.name}</span>
      {carried ? (
        <span className="font-semibold tabular-nums">
          {formatUsd(carried.lineCents)}
          <PriceSourceMark storePrice={storePrice} />
        </span>
      ) : (
        <span className="text-slate-500 italic">{unpricedLabel(entry)}</span>
      )}
      <span className="min-w-0 text-xs break-words text-slate-500">
        {entry.item.brand} · {carried && carried.packs > 1 ? `${carried.packs} × ${formatUsd(carried.unitCents)}` : `Qty ${entry.quantity}`}
        {entry.matchMode === "any" && " · any brand"}
        <PricedProduct entry={entry} storePrice={storePrice} />
      </span>
      {item ? <ReportPriceButton item={item} store={store} current={storePrice} /> : <span />}
    </span>
  );
}
