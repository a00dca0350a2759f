import { Store as StoreIcon } from "lucide-react";
import { useState } from "react";
import type { Store } from "../../../../domain/contracts/catalog";
import { farStores, farStoresSentence, regionsText, type Coverage } from "../../../../domain/stores/coverage";
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
  /** Set when no store lies within the radius: the nearest store and where PennyCart has stores. */
  coverage?: Coverage<Store> | null;
  isLoading: boolean;
  error: Error | null;
  hasLocation: boolean;
  radiusMiles: number;
  selectedIds: readonly number[];
  onChange: (selectedIds: number[]) => void;
};

/**
 * The nearest stores listed at first: a shopper near Pittsburgh has 142 stores within the default 15 miles, and
 * rendering every one (over half the home page's elements) made each screen of a cheap phone slower to lay out, for
 * rows far down a scroll box. Stores the shopper has picked are listed too; the rest are one press away.
 */
export const STORES_LISTED_FIRST = 20;

const miles = (value: number) => `${value} ${value === 1 ? "mile" : "miles"}`;

const withStringIds = (stores: readonly Store[]) =>
  stores.map((store) => ({ id: String(store.id), isBudget: store.isBudget, chainId: store.chainId }));

/** Up to 5 stores to compare, picked one by one or with the closest / budget shortcuts. */
export function StorePicker({
  stores,
  outsideRadius,
  isFallback,
  coverage = null,
  isLoading,
  error,
  hasLocation,
  radiusMiles,
  selectedIds,
  onChange,
}: Props) {
  const selected = selectedIds.map(String);
  const [showFarStores, setShowFarStores] = useState(false);
  const [showEveryStore, setShowEveryStore] = useState(false);
  // Far stores unticked here stay listed, so a mis-tap is undone in place and focus stays on its checkbox.
  const [keptFarIds, setKeptFarIds] = useState<readonly number[]>([]);
  const listHidden = isFallback && !showFarStores && !selectedIds.some((id) => stores.some((store) => store.id === id));
  const apply = (ids: string[]) => onChange(ids.map(Number));
  const farSelected = farStores(stores.filter((store) => selectedIds.includes(store.id)));

  const toggle = (store: Store) => {
    const result = toggleStore(selected, String(store.id));
    if (!result.ok) {
      toast({ title: "Store limit reached", description: result.message });
      return;
    }
    if (selectedIds.includes(store.id) && !keptFarIds.includes(store.id)) setKeptFarIds([...keptFarIds, store.id]);
    apply(result.selected);
  };

  const pickBudget = () => {
    const ids = selectBudget(withStringIds(stores));
    if (ids.length > 0) apply(ids);
    else toast({ title: "No budget stores nearby", description: `No budget stores within ${miles(radiusMiles)}.` });
  };

  const listed = showEveryStore
    ? stores
    : stores.filter(
        (store, index) =>
          index < STORES_LISTED_FIRST || selectedIds.includes(store.id) || keptFarIds.includes(store.id),
      );

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
          <Button
            variant="outline"
            size="sm"
            onClick={() => apply(selectClosest(withStringIds(stores)))}
            disabled={stores.length === 0}
          >
            Select 5 Closest
          </Button>
          <Button variant="outline" size="sm" onClick={pickBudget} disabled={stores.length === 0}>
            Budget Stores
          </Button>
        </div>
      </div>
      {farSelected.length > 0 && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <span className="font-semibold">Far away: </span>
          {farStoresSentence(farSelected)} Their prices are not those of stores near you.
        </p>
      )}
      {isFallback && (
        <NoStoresNearby
          coverage={coverage}
          radiusMiles={radiusMiles}
          listHidden={listHidden}
          onShowAll={() => setShowFarStores(true)}
        />
      )}
      {!listHidden && (
        <ul aria-label="Stores" className="grid max-h-96 gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
          {listed.map((store) => (
            <StoreOption
              key={store.id}
              store={store}
              checked={selectedIds.includes(store.id)}
              outsideRadius={outsideRadius.has(store.id)}
              onToggle={() => toggle(store)}
            />
          ))}
        </ul>
      )}
      {!listHidden && listed.length < stores.length && (
        <div>
          <Button variant="outline" size="sm" onClick={() => setShowEveryStore(true)}>
            Show all {stores.length} stores
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * What a shopper with no store within the radius is told: how far the nearest store is, and, when
 * even that is outside the covered area, where PennyCart has stores today. The full list stays one
 * press away (spec §7's fallback, decision 009).
 */
function NoStoresNearby({
  coverage,
  radiusMiles,
  listHidden,
  onShowAll,
}: {
  coverage: Coverage<Store> | null;
  radiusMiles: number;
  listHidden: boolean;
  onShowAll: () => void;
}) {
  const nearest = coverage?.nearest;
  return (
    <div role="status" className="grid gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
      <p className="flex items-start gap-2 font-medium">
        <StoreIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        {coverage?.outsideCoverage ? "PennyCart doesn't have stores near you yet." : `No stores within ${miles(radiusMiles)}.`}
      </p>
      {nearest && (
        <p>
          The nearest is {nearest.store.name} in {nearest.store.city}, {nearest.store.state},{" "}
          {nearest.miles.toLocaleString("en-US")} mi away.{" "}
          {coverage.outsideCoverage
            ? `Today PennyCart compares stores in ${regionsText(coverage.regions)}.`
            : "Widen the distance to include it."}
        </p>
      )}
      {listHidden && (
        <div>
          <Button variant="outline" size="sm" onClick={onShowAll}>
            Show all stores anyway
          </Button>
        </div>
      )}
    </div>
  );
}
