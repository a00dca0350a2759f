import type { CartEntry, GroceryItem } from "../../../../domain/contracts/catalog";

type Props = { entry: CartEntry; catalog: readonly GroceryItem[]; disabled: boolean; onSwitch: (itemId: number) => void };

/** Other brands and sizes of the same item; shows plain text when there is no other choice. */
export function BrandSelect({ entry, catalog, disabled, onSwitch }: Props) {
  const choices = catalog.filter((item) => item.name === entry.item.name);
  const label = `${entry.item.brand} · ${entry.item.unit}`;
  if (choices.length < 2) return <p className="text-sm text-slate-600">{label}</p>;
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">Brand of {entry.item.name}</span>
      <select
        value={entry.itemId}
        disabled={disabled}
        onChange={(event) => onSwitch(Number(event.target.value))}
        className="h-8 max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      >
        {choices.map((item) => (
          <option key={item.id} value={item.id}>
            {`${item.brand} · ${item.unit}`}
          </option>
        ))}
      </select>
    </label>
  );
}
