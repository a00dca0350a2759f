import { Plus, Search } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { PriceTable } from "../../../../domain/comparison/cart-pricing";
import type { SampleItem } from "../../../../domain/demo/sample-data";
import { formatUsd } from "../../../../domain/money/money";
import { DEMO_MIN_SEARCH_LENGTH, searchSampleItems } from "../lib/search-sample-items";

const EXAMPLES = ["milk", "eggs", "bread", "coffee"] as const;

type Props = {
  /** Stores whose prices give the "from" figure of each result. */
  storeIds: readonly string[];
  prices: PriceTable;
  onAdd: (item: SampleItem) => void;
};

function lowestPrice(item: SampleItem, storeIds: readonly string[], prices: PriceTable): number | null {
  const found = storeIds
    .map((storeId) => prices[storeId]?.[item.id])
    .filter((cents): cents is number => typeof cents === "number");
  return found.length === 0 ? null : Math.min(...found);
}

/** Search over the sample items, results grouped by item name (first 6 groups). */
export function DemoItemSearch({ storeIds, prices, onAdd }: Props) {
  const [query, setQuery] = useState("");
  const [added, setAdded] = useState<SampleItem | null>(null);
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => searchSampleItems(deferred), [deferred]);
  const trimmed = deferred.trim();

  return (
    <div className="grid gap-3">
      <div className="relative">
        <label htmlFor="demo-item-search" className="sr-only">
          Search items
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
        <input
          id="demo-item-search"
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setAdded(null);
          }}
          placeholder="Search items, e.g. milk"
          autoComplete="off"
          aria-describedby="demo-item-search-hint"
          className="h-10 w-full rounded-md border border-slate-400 bg-white pr-3 pl-9 text-base"
        />
      </div>
      <p id="demo-item-search-hint" className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        {trimmed.length < DEMO_MIN_SEARCH_LENGTH ? (
          <>
            <span>Type at least {DEMO_MIN_SEARCH_LENGTH} characters, or try:</span>
            {EXAMPLES.map((example) => (
              <button
                key={example}
                type="button"
                onClick={() => setQuery(example)}
                className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:bg-slate-50"
              >
                {example}
              </button>
            ))}
          </>
        ) : groups.length === 0 ? (
          <span role="status">No items found for "{trimmed}"</span>
        ) : (
          <span role="status">
            {added
              ? `Added ${added.name} (${added.brand}) to your cart.`
              : `${groups.length} ${groups.length === 1 ? "item" : "items"} found`}
          </span>
        )}
      </p>
      {groups.length > 0 && (
        <ul aria-label="Search results" className="grid gap-3">
          {groups.map((group) => (
            <li key={group.name} className="rounded-lg border border-slate-200">
              <h3 className="border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm font-semibold">{group.name}</h3>
              <ul className="divide-y divide-slate-100">
                {group.items.map((item) => {
                  const from = lowestPrice(item, storeIds, prices);
                  return (
                    <li key={item.id} className="flex items-center justify-between gap-3 px-3 py-2">
                      <div className="min-w-0 text-sm">
                        <p className="font-medium">{item.brand}</p>
                        <p className="text-slate-600">
                          {item.unit}
                          {from !== null && <> · from {formatUsd(from)}</>}
                        </p>
                      </div>
                      <button
                        type="button"
                        onClick={() => {
                          onAdd(item);
                          setAdded(item);
                        }}
                        aria-label={`Add ${item.name} (${item.brand}, ${item.unit}) to cart`}
                        className="inline-flex h-9 shrink-0 items-center gap-1 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
                      >
                        <Plus className="size-4" aria-hidden />
                        Add
                      </button>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
