import { Search } from "lucide-react";
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { MIN_SEARCH_LENGTH, type GroceryItem } from "../../../../domain/contracts/catalog";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { useSearchGroceryItems } from "../api/search-grocery-items";
import { useDebouncedValue } from "../hooks/use-debounced-value";
import { groupSearchResults, hasMoreGroups } from "../lib/group-search-results";
import { SearchResults } from "./search-results";

// Spec §4, §9: suggestions close 200 ms after the search loses focus.
const CLOSE_DELAY_MS = 200;
const DEBOUNCE_MS = 150;

type Props = { onAdd: (item: GroceryItem) => void; addingItemId: number | null; itemAction?: (item: GroceryItem) => ReactNode };

/** 'Add Items to Your Cart': type an item, pick a brand and size from the suggestions under the input. */
export function ItemSearchPanel({ onAdd, addingItemId, itemAction }: Props) {
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const search = useSearchGroceryItems(query);
  const open = focused && text.trim() !== "";

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onFocus = () => {
    clearTimeout(closeTimer.current);
    setFocused(true);
  };
  // Focus moving between the input and its suggestions keeps them open.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (box.current?.contains(event.relatedTarget)) return;
    closeTimer.current = setTimeout(() => setFocused(false), CLOSE_DELAY_MS);
  };

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape") {
      setFocused(false);
      input.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const buttons = [...(box.current?.querySelectorAll<HTMLButtonElement>("[data-search-result]") ?? [])];
    if (buttons.length === 0) return;
    event.preventDefault();
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === "ArrowDown" ? current + 1 : current - 1;
    if (next < 0) input.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };

  const tooShort = query.length < MIN_SEARCH_LENGTH;
  const groups = groupSearchResults(search.data ?? []);
  const more = hasMoreGroups(search.data ?? []);

  return (
    <Card aria-labelledby="item-search-title">
      <CardHeader
        id="item-search-title"
        title="Add Items to Your Cart"
        description="Search the catalog, then pick a brand and size."
      />
      <CardBody>
        <div ref={box} className="relative" onFocus={onFocus} onBlur={onBlur}>
          <label htmlFor="item-search" className="sr-only">
            Search grocery items
          </label>
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" aria-hidden />
          <input
            ref={input}
            id="item-search"
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFocused(true);
            }}
            onKeyDown={moveFocus}
            placeholder="Search for milk, eggs, bread…"
            autoComplete="off"
            aria-controls={open ? "item-search-suggestions" : undefined}
            className="h-10 w-full rounded-md border border-slate-300 pr-3 pl-9 text-base"
          />
          {open && (
            <div
              id="item-search-suggestions"
              aria-live="polite"
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-[60vh] overflow-y-auto rounded-md border border-slate-200 bg-white shadow-lg"
            >
              {tooShort ? (
                <p className="px-3 py-2 text-sm text-slate-600">Type at least {MIN_SEARCH_LENGTH} characters to search.</p>
              ) : search.isError ? (
                <p role="alert" className="px-3 py-2 text-sm text-red-700">
                  Search failed
                </p>
              ) : search.isPending ? (
                <p className="px-3 py-2 text-sm text-slate-600">Searching…</p>
              ) : groups.length === 0 ? (
                <p className="px-3 py-2 text-sm text-slate-600">No items found for "{query}"</p>
              ) : (
                <>
                  <SearchResults
                    groups={groups}
                    addingItemId={addingItemId}
                    onAdd={onAdd}
                    onKeyDown={moveFocus}
                    itemAction={itemAction}
                  />
                  {more && (
                    <p className="border-t border-slate-100 px-3 py-2 text-sm text-slate-600">More results — keep typing</p>
                  )}
                </>
              )}
            </div>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
