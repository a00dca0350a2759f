import { Store as StoreIcon } from "lucide-react";
import type { Store } from "../../../../domain/contracts/catalog";
import { MAX_SELECTED_STORES, selectBudget, selectClosest, toggleStore } from "../../../../domain/stores/selection";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { StoreOption } from "./store-option";

type Props = {
  stores: Store[];
  outsideRadius: ReadonlySet<number>;
  isFallback: boolean;
  isLoading: boolean;
  error: Error | null;
  hasLocation: boolean;
  radiusMiles: number;
  selectedIds: readonly number[];
  onChange: (selectedIds: number[]) => void;
};

const miles = (value: number) => `${value} ${value === 1 ? "mile" : "miles"}`;

const withStringIds = (stores: readonly Store[]) =>
  stores.map((store) => ({ id: String(store.id), isBudget: store.isBudget, chainId: store.chainId }));

/** Up to 5 stores to compare, picked one by one or with the closest / budget shortcuts. */
export function StorePicker({ stores, outsideRadius, isFallback, isLoading, error, hasLocation, radiusMiles, selectedIds, onChange }: Props) {
  const selected = selectedIds.map(String);
  const apply = (ids: string[]) => onChange(ids.map(Number));

  const toggle = (store: Store) => {
    const result = toggleStore(selected, String(store.id));
    if (result.ok) apply(result.selected);
    else toast({ title: "Store limit reached", description: result.message });
  };

  const pickBudget = () => {
    const ids = selectBudget(withStringIds(stores));
    if (ids.length > 0) apply(ids);
    else toast({ title: "No budget stores nearby", description: `No budget stores within ${miles(radiusMiles)}.` });
  };

  if (error) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="font-semibold">Error Loading Stores</p>
        <p>Unable to fetch store data: {errorMessage(error, error.message)}</p>
      </div>
    );
  }
  if (!hasLocation) return <p className="text-sm text-slate-600">Set your location to see nearby stores.</p>;
  if (isLoading && stores.length === 0) return <Spinner label="Loading stores" />;

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite">
          {selected.length} of {MAX_SELECTED_STORES} stores selected
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => apply(selectClosest(withStringIds(stores)))} disabled={stores.length === 0}>
            Select 5 Closest
          </Button>
          <Button variant="outline" size="sm" onClick={pickBudget} disabled={stores.length === 0}>
            Budget Stores
          </Button>
        </div>
      </div>
      {isFallback && (
        <p className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          <StoreIcon className="size-4 shrink-0" aria-hidden />
          No stores within {miles(radiusMiles)}. Showing all stores instead.
        </p>
      )}
      <ul aria-label="Stores" className="grid max-h-96 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
        {stores.map((store) => (
          <StoreOption
            key={store.id}
            store={store}
            checked={selectedIds.includes(store.id)}
            outsideRadius={outsideRadius.has(store.id)}
            onToggle={() => toggle(store)}
          />
        ))}
      </ul>
    </div>
  );
}
