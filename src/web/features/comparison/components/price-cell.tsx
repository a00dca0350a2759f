import type { StoreLinePrice } from "../../../../domain/comparison/store-totals";
import type { StorePrice } from "../../../../domain/contracts/catalog";
import { formatUsd } from "../../../../domain/money/money";
import { PriceSourceMark } from "../../../components/ui/price-source-mark";

/** One item at one store: the line price with its source, unit price and per-unit price, or 'Not carried' (never $0.00). */
export function PriceCell({ line, storePrice }: { line: StoreLinePrice | undefined; storePrice: StorePrice | undefined }) {
  if (!line || line.unitCents === null || line.lineCents === null)
    return <span className="text-sm text-slate-500 italic">Not carried</span>;
  return (
    <span className="grid text-sm">
      <span className="font-semibold tabular-nums">
        {formatUsd(line.lineCents)}
        <PriceSourceMark storePrice={storePrice} />
      </span>
      {(line.packs ?? line.quantity) > 1 && (
        <span className="text-xs text-slate-600 tabular-nums">
          {line.packs ?? line.quantity} × {formatUsd(line.unitCents)}
        </span>
      )}
      {storePrice?.unitPrice && <span className="text-xs text-slate-500 tabular-nums">{storePrice.unitPrice}</span>}
    </span>
  );
}
