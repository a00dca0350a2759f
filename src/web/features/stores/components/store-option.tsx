import * as Checkbox from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { Store } from "../../../../domain/contracts/catalog";
import { ChainMark } from "../../../components/ui/chain-mark";

const formatMiles = (miles: number) => `${miles.toFixed(1)} mi`;

type Props = { store: Store; checked: boolean; outsideRadius: boolean; onToggle: () => void };

/** One store in the picker: a checkbox named after the store, with its address and distance. */
export function StoreOption({ store, checked, outsideRadius, onToggle }: Props) {
  const id = `store-${store.id}`;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={onToggle}
        aria-describedby={`${id}-details`}
        className="mt-1 flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-400 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <Checkbox.Indicator>
          <Check className="size-4 text-white" aria-hidden />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <ChainMark color={store.color} logo={store.logo} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium break-words">
          {store.name}
        </label>
        <p id={`${id}-details`} className="text-xs text-slate-600">
          {store.chainName} · {store.address}, {store.city}, {store.state} {store.zipCode}
          {store.calculatedDistance !== undefined && <> · {formatMiles(store.calculatedDistance)}</>}
          {outsideRadius && <span className="font-medium text-amber-800"> · outside your radius</span>}
        </p>
      </div>
    </li>
  );
}
