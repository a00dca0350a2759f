import { Minus, Plus } from "lucide-react";
import { MAX_CART_QUANTITY, type CartEntry } from "../../../../domain/contracts/catalog";
import { formatUsd } from "../../../../domain/money/money";
import { lowestStorePrice } from "../../../../domain/shopping-list/shopping-list";
import type { ChangeInput } from "../hooks/use-shopping-list";

const stepClass =
  "inline-flex size-12 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 disabled:text-slate-400";

/**
 * One line of the list: the whole row ticks it off; big -/+ buttons change the quantity. The lowest price
 * at the compared stores shows with its source and date as plain text (issue 15), not a control inside the label.
 */
export function ShoppingListItem({ entry, onChange }: { entry: CartEntry; onChange: (input: ChangeInput) => void }) {
  const { name, brand, unit } = entry.item;
  const lowest = lowestStorePrice(entry);
  return (
    <li className="flex items-center gap-2 border-b border-slate-200 py-1 last:border-b-0">
      <label className="flex min-h-16 flex-1 cursor-pointer items-center gap-3 py-2">
        <input
          type="checkbox"
          checked={entry.checked}
          onChange={(event) => onChange({ kind: "checked", checked: event.target.checked })}
          className="size-7 shrink-0 accent-brand-700"
        />
        <span className="min-w-0">
          <span className={`block text-base font-medium ${entry.checked ? "text-slate-500 line-through" : "text-slate-900"}`}>
            {name}
          </span>
          <span className="block text-sm text-slate-600">
            {brand} · {unit}
            {lowest && ` · from ${formatUsd(lowest.cents)}`}
          </span>
          {lowest?.storePrice.sourceLabel && (
            <span className="block text-xs text-slate-600">{lowest.storePrice.sourceLabel}</span>
          )}
        </span>
      </label>
      <div role="group" aria-label={`Quantity of ${name}`} className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          className={stepClass}
          aria-label={`One less ${name}`}
          disabled={entry.quantity <= 1}
          onClick={() => onChange({ kind: "quantity", quantity: entry.quantity - 1 })}
        >
          <Minus className="size-5" aria-hidden />
        </button>
        <span className="w-7 text-center text-lg font-semibold tabular-nums" aria-label={`Quantity ${entry.quantity}`}>
          {entry.quantity}
        </span>
        <button
          type="button"
          className={stepClass}
          aria-label={`One more ${name}`}
          disabled={entry.quantity >= MAX_CART_QUANTITY}
          onClick={() => onChange({ kind: "quantity", quantity: entry.quantity + 1 })}
        >
          <Plus className="size-5" aria-hidden />
        </button>
      </div>
    </li>
  );
}
