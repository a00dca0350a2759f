import type { StoreLinePrice } from "../../../../domain/comparison/store-totals";
import type { CartEntry, Store } from "../../../../domain/contracts/catalog";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { PriceCell } from "./price-cell";
import { ReportPriceButton, reportedItem } from "./report-price-dialog";

/** One cart entry at one store, as the table cell and the phone line both show it. */
export type PricedItemProps = {
  entry: CartEntry;
  store: Pick<Store, "id" | "name">;
  line: StoreLinePrice | undefined;
  model: Pick<CartComparison, "priceAt">;
};

/** One item at one store in the comparison table: its price, and where to report the shelf price seen there. */
export function PricedCell({ entry, store, line, model }: PricedItemProps) {
  const storePrice = model.priceAt(String(entry.itemId), store.id);
  const item = reportedItem(entry, storePrice);
  return (
    <span className="grid gap-0.5">
      <PriceCell line={line} storePrice={storePrice} entry={entry} />
      {item && <ReportPriceButton item={item} store={store} current={storePrice} />}
    </span>
  );
}
