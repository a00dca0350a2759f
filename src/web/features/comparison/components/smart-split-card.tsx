import { Split } from "lucide-react";
import type { PlanSaving } from "../../../../domain/comparison/smart-split";
import type { PlanLine, ShoppingPlan } from "../../../../domain/comparison/shopping-plan";
import type { CartStorePrice } from "../../../../domain/contracts/catalog";
import { formatUsd } from "../../../../domain/money/money";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import type { CartComparison } from "../hooks/use-cart-comparison";
import { splitMissing } from "../lib/unpriced";
import { pricedProductLabel } from "./priced-product";

/** Beyond the spec: the cheapest way to split the cart across the compared stores, and the best 2-store plan. */
export function SmartSplitCard({ model }: { model: CartComparison }) {
  const split = model.smartSplit;
  if (!split || split.split.stops.length === 0) return null;
  const storeName = (storeId: string) => model.storeById(storeId)?.name ?? "another store";
  const unavailable = splitMissing(split.unavailableItems, model.entries);
  const names = (items: typeof split.unavailableItems) => items.map((item) => item.name ?? item.itemId).join(", ");

  const saving = (value: PlanSaving | null) => {
    if (!value) return "No single compared store carries every item, so there is nothing to compare it with.";
    if (value.totalCents <= 0) return `No saving over shopping only at ${storeName(value.versusStoreId)}.`;
    return `Saves ${formatUsd(value.totalCents)} (with tax) over shopping only at ${storeName(value.versusStoreId)}; at least ${formatUsd(value.certainSubtotalCents)} before tax within the prices' margins.`;
  };

  return (
    <Card aria-labelledby="smart-split-title">
      <CardHeader
        id="smart-split-title"
        title={
          <span className="flex items-center gap-2">
            <Split className="size-5 text-brand-700" aria-hidden />
            Smart Shopping Split
          </span>
        }
        description="Buy each item where it is cheapest among the compared stores."
      />
      <CardBody className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-2">
        <Plan
          title="Cheapest split"
          plan={split.split}
          saving={saving(split.splitSaving)}
          storeName={storeName}
          priceAt={model.priceAt}
        />
        {/* With at most 2 stops the cheapest split is also the best 2-store plan. */}
        {split.split.stops.length <= 2 ? (
          <p className="text-sm text-slate-600">
            The cheapest split already uses {split.split.stops.length === 1 ? "a single store" : "just 2 stores"}, so it is also
            the best 2-store plan.
          </p>
        ) : split.twoStorePlan ? (
          <Plan
            title="Best 2-store plan"
            plan={split.twoStorePlan}
            saving={saving(split.twoStoreSaving)}
            storeName={storeName}
            priceAt={model.priceAt}
          />
        ) : (
          <p className="text-sm text-slate-600">No two compared stores together carry every available item.</p>
        )}
        {unavailable.notCarried.length > 0 && (
          <p className="text-sm text-amber-900 md:col-span-2">
            Not carried at any compared store: {names(unavailable.notCarried)}.
          </p>
        )}
        {unavailable.noPrice.length > 0 && (
          <p className="text-sm text-amber-900 md:col-span-2">
            No price yet at any compared store: {names(unavailable.noPrice)}.
          </p>
        )}
      </CardBody>
    </Card>
  );
}

type PlanProps = {
  title: string;
  plan: ShoppingPlan;
  saving: string;
  storeName: (storeId: string) => string;
  priceAt: CartComparison["priceAt"];
};

function Plan({ title, plan, saving, storeName, priceAt }: PlanProps) {
  const stores = plan.stops.length;
  return (
    <section aria-label={title} className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 className="font-semibold">
        {title}: {formatUsd(plan.totalCents)}{" "}
        <span className="text-sm font-normal text-slate-600">
          at {stores} {stores === 1 ? "store" : "stores"}
        </span>
      </h3>
      <p className="text-sm text-brand-800">{saving}</p>
      <ul className="grid gap-2 text-sm">
        {plan.stops.map((stop) => (
          <li key={stop.storeId}>
            {/* The items one tap away, so a long cart does not make the plan a page long on a phone. */}
            <details>
              <summary className="cursor-pointer py-1 font-medium">
                {storeName(stop.storeId)} · {formatUsd(stop.totalCents)}{" "}
                <span className="font-normal text-slate-600">
                  · {stop.lines.length} {stop.lines.length === 1 ? "item" : "items"}
                </span>
              </summary>
              <p className="text-slate-600">
                {stop.lines.map((line) => planLineLabel(line, priceAt(line.itemId, Number(stop.storeId)))).join(", ")}
              </p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "2 × Good & Gather Whole Milk 1 gal": the packs and the product the store was priced with (decision 011). */
function planLineLabel(line: PlanLine, storePrice: CartStorePrice | undefined): string {
  const product = storePrice?.pricedItem;
  return `${line.packs} × ${product ? pricedProductLabel(product) : (line.name ?? line.itemId)}`;
}
