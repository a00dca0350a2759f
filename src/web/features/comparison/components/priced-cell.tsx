import type { StoreLinePrice } from "../../../../domain/comparison/store-totals";
import type { CartEntry, Store } from "../../../../domain/contracts/catalog";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { PriceCell } from "./price-cell";
import { ReportPriceButton, reportedItem } from "./report-price-dialog";

/** One item at one store in the comparison (table or cards): its price, and where to report the shelf price seen there. */
export function PricedCell({
  entry,
  store,
  line,
  model,
}: {
  entry: CartEntry;
  store: Pick<Store, "id" | "name">;
  line: StoreLinePrice | undefined;
  model: Pick<CartComparison, "priceAt">;
}) {
  const storePrice = model.priceAt(String(entry.itemId), store.id);
  const item = reportedItem(entry, storePrice);
  return (
    <span className="grid gap-0.5">
      <PriceCell line={line} storePrice={storePrice} entry={entry} />
      {item && <ReportPriceButton item={item} store={store} current={storePrice} />}
    </span>
  );
}
