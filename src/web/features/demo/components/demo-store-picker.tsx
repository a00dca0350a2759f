import * as Checkbox from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import { MAX_SELECTED_STORES } from "../../../../domain/stores/selection";
import { ChainMark } from "../../../components/ui/chain-mark";
import type { DemoStore } from "../hooks/use-demo-area";

type Props = {
  stores: readonly DemoStore[];
  radiusMiles: number;
  selectedIds: readonly string[];
  limitMessage: string | null;
  onToggle: (storeId: string) => void;
};

/** The sample stores within the radius, nearest first, each a labelled checkbox. */
export function DemoStorePicker({ stores, radiusMiles, selectedIds, limitMessage, onToggle }: Props) {
  if (stores.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
        No stores within {radiusMiles} {radiusMiles === 1 ? "mile" : "miles"}. The sample stores are around Pittsburgh: widen the
        distance or go back to the sample area.
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <p className="text-sm text-slate-700" aria-live="polite">
        {selectedIds.length} of {MAX_SELECTED_STORES} stores selected
      </p>
      <ul aria-label="Stores in range" className="grid gap-2">
        {stores.map((store) => {
          const id = `demo-store-${store.id}`;
          return (
            <li
              key={store.id}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50"
            >
              <Checkbox.Root
                id={id}
                checked={selectedIds.includes(store.id)}
                onCheckedChange={() => onToggle(store.id)}
                aria-describedby={`${id}-details`}
                className="flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
              >
                <Checkbox.Indicator>
                  <Check className="size-4 text-white" aria-hidden />
                </Checkbox.Indicator>
              </Checkbox.Root>
              <ChainMark color={store.color} logo={store.logo} />
              <div className="min-w-0 flex-1">
                <label htmlFor={id} className="block cursor-pointer text-sm font-medium">
                  {store.name}
                </label>
                <p id={`${id}-details`} className="text-xs text-slate-600">
                  {store.city}, {store.state} · {store.distanceMiles.toFixed(1)} mi
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {limitMessage && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {limitMessage}
        </p>
      )}
    </div>
  );
}
