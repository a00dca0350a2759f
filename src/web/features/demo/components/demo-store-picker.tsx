import { MAX_SELECTED_STORES } from "../../../../domain/stores/selection";
import { StoreOptionRow } from "../../../components/ui/store-option-row";
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
        {stores.map((store) => (
          <StoreOptionRow
            key={store.id}
            id={`demo-store-${store.id}`}
            name={store.name}
            color={store.color}
            logo={store.logo}
            checked={selectedIds.includes(store.id)}
            onToggle={() => onToggle(store.id)}
          >
            {store.city}, {store.state} · {store.distanceMiles.toFixed(1)} mi
          </StoreOptionRow>
        ))}
      </ul>
      {limitMessage && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {limitMessage}
        </p>
      )}
    </div>
  );
}
