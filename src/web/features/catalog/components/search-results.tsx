import { Plus } from "lucide-react";
import type { KeyboardEvent, ReactNode } from "react";
import type { GroceryItem } from "../../../../domain/contracts/catalog";
import type { SearchResultGroup } from "../lib/group-search-results";

type Props = {
  groups: SearchResultGroup[];
  addingItemId: number | null;
  onAdd: (item: GroceryItem) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** A control beside each result (the favorites heart), composed by the page. */
  itemAction?: (item: GroceryItem) => ReactNode;
};

/** Matching items grouped by name; every brand and size has its own add button. */
export function SearchResults({ groups, addingItemId, onAdd, onKeyDown, itemAction }: Props) {
  return (
    <ul aria-label="Search suggestions" className="divide-y divide-slate-100" onKeyDown={onKeyDown}>
      {groups.map((group) => (
        <li key={group.name} className="py-2">
          <h3 className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.name}</h3>
          <ul aria-label={group.name}>
            {group.items.map((item) => (
              <li key={item.id} className="flex items-center gap-1 pr-2">
                <button
                  type="button"
                  data-search-result
                  onClick={() => onAdd(item)}
                  // Not disabled while adding: disabling would drop focus and close the suggestions.
                  aria-busy={addingItemId === item.id}
                  aria-label={`Add ${item.name}, ${item.brand}, ${item.unit} to cart`}
                  className="flex min-w-0 flex-1 items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 aria-busy:opacity-60"
                >
                  <span className="min-w-0">
                    <span className="font-medium">{item.brand}</span>
                    <span className="text-slate-600"> · {item.unit}</span>
                    <span className="block text-xs text-slate-500">{item.category}</span>
                  </span>
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-brand-700 px-2 py-1 text-xs font-semibold text-white">
                    <Plus className="size-3.5" aria-hidden />
                    {addingItemId === item.id ? "Adding…" : "Add"}
                  </span>
                </button>
                {itemAction?.(item)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
