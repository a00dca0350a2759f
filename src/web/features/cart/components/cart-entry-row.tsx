import { ChevronDown, Trash2 } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import type { CartEntry, GroceryItem } from "../../../../domain/contracts/catalog";
import { PriceHistoryLink } from "../../../components/ui/price-history-link";
import { toast } from "../../../lib/toast";
import { useRemoveFromCart } from "../api/remove-from-cart";
import { useUpdateCartQuantity } from "../api/update-cart-quantity";
import { useUpdateMatchMode } from "../api/update-match-mode";
import { useSwitchBrand } from "../hooks/use-switch-brand";
import { BrandSelect } from "./brand-select";
import { MatchModeToggle } from "./match-mode-toggle";
import { QuantityStepper } from "./quantity-stepper";

const failed = (description: string) => () => toast({ title: "Error", description, variant: "destructive" });

/** One cart entry: what it is, which brand (and whether another will do), how many, and a way to remove it. */
export function CartEntryRow({
  entry,
  catalog,
  action,
}: {
  entry: CartEntry;
  catalog: readonly GroceryItem[];
  action?: ReactNode;
}) {
  const updateQuantity = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const switchBrand = useSwitchBrand();
  const updateMatchMode = useUpdateMatchMode();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const optionsId = useId();
  const busy = remove.isPending || switchBrand.isPending;
  const { name, brand, unit } = entry.item;

  const removeEntry = () => remove.mutate(entry.id, { onError: failed("Failed to remove item from cart") });
  // Spec §4: decrementing to 0 removes the entry.
  const changeQuantity = (quantity: number) =>
    quantity < 1
      ? removeEntry()
      : updateQuantity.mutate({ entryId: entry.id, quantity }, { onError: failed("Failed to update item quantity") });

  // Phones: one line per entry (name, quantity); brand, brand rule, history, favorite and remove one tap away.
  const shown = optionsOpen ? "flex" : "hidden sm:flex";
  return (
    <li className="grid gap-2 py-2 sm:py-3">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words sm:text-base">{name}</p>
          <p className="text-xs break-words text-slate-500">
            {brand} · {unit}
          </p>
          <div className={optionsOpen ? "block" : "hidden sm:block"}>
            <PriceHistoryLink itemId={entry.itemId} itemName={name} />
          </div>
        </div>
        <QuantityStepper name={name} quantity={entry.quantity} disabled={busy} onChange={changeQuantity} />
        <button
          type="button"
          aria-expanded={optionsOpen}
          aria-controls={optionsId}
          aria-label={`Options for ${name}`}
          onClick={() => setOptionsOpen((open) => !open)}
          className="relative inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 after:absolute after:-inset-1.5 hover:bg-slate-100 sm:hidden"
        >
          <ChevronDown className={`size-5 transition-transform ${optionsOpen ? "rotate-180" : ""}`} aria-hidden />
        </button>
      </div>
      <div id={optionsId} className={`${shown} flex-wrap items-center gap-2`}>
        <BrandSelect
          entry={entry}
          catalog={catalog}
          disabled={busy}
          onSwitch={(itemId) => switchBrand.mutate({ entry, itemId })}
        />
        <MatchModeToggle
          name={`${name} (${brand})`}
          mode={entry.matchMode}
          disabled={busy}
          onChange={(matchMode) =>
            updateMatchMode.mutate(
              { entryId: entry.id, matchMode },
              { onError: failed("Failed to switch brand. Please try again.") },
            )
          }
        />
        <div className="ml-auto flex shrink-0 items-center">
          {action}
          <button
            type="button"
            onClick={removeEntry}
            disabled={busy}
            aria-label={`Remove ${name} from cart`}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50 sm:size-8"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </li>
  );
}
