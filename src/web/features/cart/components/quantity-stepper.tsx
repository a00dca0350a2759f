import { Minus, Plus } from "lucide-react";
import { MAX_CART_QUANTITY } from "../../../../domain/contracts/catalog";

type Props = { name: string; quantity: number; disabled: boolean; onChange: (quantity: number) => void };

/** − and + around the quantity; going below 1 is the caller's cue to remove the entry. */
export function QuantityStepper({ name, quantity, disabled, onChange }: Props) {
  // 32 px drawn, 44 px to a finger (the ::after reaches 6 px further on every side), so the cart stays one line per entry on a phone.
  const buttonClass =
    "relative inline-flex size-8 items-center after:absolute after:-inset-1.5 justify-center rounded-md border border-slate-300 bg-white hover:bg-slate-50 disabled:opacity-50";
  return (
    <div role="group" aria-label={`Quantity of ${name}`} className="inline-flex items-center gap-1">
      <button
        type="button"
        className={buttonClass}
        disabled={disabled}
        onClick={() => onChange(quantity - 1)}
        aria-label={`Decrease quantity of ${name}`}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output
        aria-live="polite"
        aria-label={`Quantity of ${name}`}
        className="w-7 text-center text-sm font-semibold tabular-nums"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={buttonClass}
        disabled={disabled || quantity >= MAX_CART_QUANTITY}
        onClick={() => onChange(quantity + 1)}
        aria-label={`Increase quantity of ${name}`}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
