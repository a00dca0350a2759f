import { Check, Search } from "lucide-react";
import { useId, useState } from "react";
import type { ReceiptLineResponse } from "../../../../domain/contracts/receipts";
import { Button } from "../../../components/ui/button";

/** What the shopper says a line is: a catalog item, not in the catalog, or nothing to save. */
export type LineChoice = { kind: "item"; itemId: number; label: string } | { kind: "missing" } | { kind: "skip" } | undefined;

/** Items a search finds, as the page's catalog search gives them. */
export type ItemSearch = (query: string) => { items: { id: number; label: string }[]; isLoading: boolean; isError: boolean };

const money = (price: string) => `$${price}`;

/**
 * One line of the receipt. A chosen item shows as settled, with "Change"; an undecided line asks, offering
 * its top candidates, a catalog search, "Not in catalog" and "Don't save".
 */
export function ReceiptLineChoice({
  line,
  choice,
  onChoose,
  useItemSearch,
}: {
  line: ReceiptLineResponse;
  choice: LineChoice;
  onChoose: (choice: LineChoice) => void;
  useItemSearch: ItemSearch;
}) {
  const [asking, setAsking] = useState(choice === undefined);
  const [query, setQuery] = useState("");
  const search = useItemSearch(asking ? query : "");
  const name = useId();
  const options = [
    ...line.candidates.slice(0, 3).map((c) => ({ id: c.itemId, label: `${c.name} · ${c.brand} · ${c.size}` })),
    ...(choice?.kind === "item" && !line.candidates.some((c) => c.itemId === choice.itemId)
      ? [{ id: choice.itemId, label: choice.label }]
      : []),
  ];
  const choose = (next: LineChoice) => {
    onChoose(next);
    if (next?.kind === "item") setAsking(false);
  };
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 bg-white p-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-mono text-sm break-words">{line.text}</span>
        <span className="shrink-0 font-semibold">{money(line.price)}</span>
      </div>
      {line.discount && <p className="text-sm text-slate-600">Coupon or saving on this line: −{money(line.discount)}</p>}
      {!asking && choice?.kind === "item" ? (
        <div className="flex items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-1 text-sm text-brand-800">
            <Check className="size-4 shrink-0" aria-hidden />
            <span className="break-words">{choice.label}</span>
          </p>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 shrink-0"
            onClick={() => setAsking(true)}
            aria-label={`Change the item for ${line.text}`}
          >
            Change
          </Button>
        </div>
      ) : (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-sm font-medium">Which item is this?</legend>
          {options.map((option) => (
            <label key={option.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                className="size-5"
                checked={choice?.kind === "item" && choice.itemId === option.id}
                onChange={() => choose({ kind: "item", itemId: option.id, label: option.label })}
              />
              {option.label}
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-5"
              checked={choice?.kind === "missing"}
              onChange={() => choose({ kind: "missing" })}
            />
            Not in catalog
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-5"
              checked={choice?.kind === "skip"}
              onChange={() => choose({ kind: "skip" })}
            />
            Don&apos;t save this line
          </label>
          <div className="mt-1 flex items-center gap-2 rounded-md border border-slate-300 px-2 focus-within:ring-2 focus-within:ring-brand-700">
            <Search className="size-4 shrink-0 text-slate-500" aria-hidden />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search the catalog"
              aria-label={`Search the catalog for ${line.text}`}
              className="h-11 min-w-0 flex-1 bg-transparent text-sm outline-none"
            />
          </div>
          {query.trim().length >= 3 && (
            <div aria-live="polite" className="text-sm">
              {search.isLoading ? (
                <p className="text-slate-600">Searching...</p>
              ) : search.isError ? (
                <p className="text-red-800">Search failed</p>
              ) : search.items.length === 0 ? (
                <p className="text-slate-600">No items found for &quot;{query.trim()}&quot;</p>
              ) : (
                <ul className="grid gap-1">
                  {search.items.slice(0, 6).map((item) => (
                    <li key={item.id}>
                      <Button
                        variant="ghost"
                        className="min-h-11 w-full justify-start text-left"
                        onClick={() => choose({ kind: "item", itemId: item.id, label: item.label })}
                      >
                        {item.label}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </fieldset>
      )}
    </li>
  );
}
