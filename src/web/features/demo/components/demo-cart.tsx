import { Minus, Plus, ShoppingCart, type LucideIcon } from "lucide-react";
import type { CartLine } from "../../../../domain/comparison/cart-pricing";
import { Button } from "../../../components/ui/button";
import { SAMPLE_ITEMS_BY_ID } from "../lib/demo-catalog";

type Props = {
  lines: readonly CartLine[];
  onIncrement: (itemId: string) => void;
  onDecrement: (itemId: string) => void;
  onClear: () => void;
};

function StepperButton({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-50"
      onClick={onClick}
      aria-label={label}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

/** The demo cart with quantity controls; taking an item to 0 removes it. */
export function DemoCart({ lines, onIncrement, onDecrement, onClear }: Props) {
  if (lines.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
        <ShoppingCart className="size-4 shrink-0" aria-hidden />
        Your cart is empty. Search for items to add them.
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Cart items" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {lines.map((line) => {
          const item = SAMPLE_ITEMS_BY_ID.get(line.itemId);
          if (!item) return null;
          const name = `${item.name} (${item.brand})`;
          return (
            <li key={line.itemId} className="flex items-center justify-between gap-3 px-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium">{item.name}</p>
                <p className="text-slate-600">
                  {item.brand} · {item.unit}
                </p>
              </div>
              <div role="group" aria-label={`Quantity of ${name}`} className="flex shrink-0 items-center gap-1">
                <StepperButton label={`Decrease quantity of ${name}`} icon={Minus} onClick={() => onDecrement(line.itemId)} />
                <span className="w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
                  {line.quantity}
                </span>
                <StepperButton label={`Increase quantity of ${name}`} icon={Plus} onClick={() => onIncrement(line.itemId)} />
              </div>
            </li>
          );
        })}
      </ul>
      <Button variant="ghost" size="sm" onClick={onClear} className="justify-self-end">
        Clear cart
      </Button>
    </div>
  );
}
