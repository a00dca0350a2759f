import type { StoreLinePrice } from "../../../../domain/comparison/store-totals";
import type { CartEntry, CartStorePrice } from "../../../../domain/contracts/catalog";
import { formatUsd } from "../../../../domain/money/money";
import { PriceSourceMark } from "../../../components/ui/price-source-mark";
import { unpricedLabel } from "../lib/unpriced";
import { PricedProduct } from "./priced-product";

/**
 * One item at one store: the line price with its source, packs × pack price and per-unit price, or
 * 'Not carried' or 'No price yet' (never $0.00); for an "any brand" entry also the product priced (decision 011).
 */
export function PriceCell({
  line,
  storePrice,
  entry,
}: {
  line: StoreLinePrice | undefined;
  storePrice: CartStorePrice | undefined;
  entry: Pick<CartEntry, "matchMode" | "item" | "assortmentKnown">;
}) {
  if (!line || line.unitCents === null || line.lineCents === null)
    return (
      <span className="grid text-sm">
        <span className="text-slate-500 italic">{unpricedLabel(entry)}</span>
        <PricedProduct entry={entry} storePrice={storePrice} />
      </span>
    );
  return (
    <span className="grid text-sm">
      <PricedProduct entry={entry} storePrice={storePrice} />
      <span className="font-semibold tabular-nums">
        {formatUsd(line.lineCents)}
        <PriceSourceMark storePrice={storePrice} />
      </span>
      {line.lowCents !== null && line.highCents !== null && line.lowCents !== line.highCents && (
        <span className="text-xs text-slate-600 tabular-nums">
          {formatUsd(line.lowCents)}–{formatUsd(line.highCents)}
        </span>
      )}
      {(line.packs ?? line.quantity) > 1 && (
        <span className="text-xs text-slate-600 tabular-nums">
          {line.packs ?? line.quantity} × {formatUsd(line.unitCents)}
        </span>
      )}
      {storePrice?.unitPrice && <span className="text-xs text-slate-500 tabular-nums">{storePrice.unitPrice}</span>}
    </span>
  );
}
