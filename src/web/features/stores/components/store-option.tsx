import type { Store } from "../../../../domain/contracts/catalog";
import { StoreOptionRow } from "../../../components/ui/store-option-row";

const formatMiles = (miles: number) => `${miles.toFixed(1)} mi`;

type Props = { store: Store; checked: boolean; outsideRadius: boolean; onToggle: () => void };

/** One store in the picker: a checkbox named after the store, with its address and distance. */
export function StoreOption({ store, checked, outsideRadius, onToggle }: Props) {
  return (
    <StoreOptionRow
      id={`store-${store.id}`}
      name={store.name}
      color={store.color}
      logo={store.logo}
      checked={checked}
      onToggle={onToggle}
    >
      {store.chainName} · {store.address}, {store.city}, {store.state} {store.zipCode}
      {store.calculatedDistance !== undefined && <> · {formatMiles(store.calculatedDistance)}</>}
      {outsideRadius && <span className="font-medium text-amber-800"> · outside your radius</span>}
    </StoreOptionRow>
  );
}
