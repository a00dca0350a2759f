import { useState } from "react";
import { groupByCategory, groupBySmartSplit } from "../../../../domain/shopping-list/shopping-list";
import type { ShoppingList } from "../hooks/use-shopping-list";
import { ShoppingListItem } from "./shopping-list-item";

export type Grouping = "aisle" | "store";
const GROUPING_KEY = "pennycart-shop-grouping";

/** The shopper's last choice of grouping on this device (aisle unless they chose store). */
export function useGrouping() {
  const [grouping, setGrouping] = useState<Grouping>(() => (localStorage.getItem(GROUPING_KEY) === "store" ? "store" : "aisle"));
  const choose = (next: Grouping) => {
    localStorage.setItem(GROUPING_KEY, next);
    setGrouping(next);
  };
  return [grouping, choose] as const;
}

const OPTIONS: { value: Grouping; label: string }[] = [
  { value: "aisle", label: "By aisle" },
  { value: "store", label: "By store (smart split)" },
];

/** 'By aisle' or 'By store (smart split)': two large radio buttons side by side (the whole box is the target). */
export function GroupingChoice({ grouping, onChange }: { grouping: Grouping; onChange: (grouping: Grouping) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">Group the list</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-md border px-2 text-sm font-medium ${
            grouping === option.value ? "border-brand-700 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700"
          }`}
        >
          <input
            type="radio"
            name="grouping"
            value={option.value}
            checked={grouping === option.value}
            onChange={() => onChange(option.value)}
            className="size-5 shrink-0 accent-brand-700"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

type Group = { key: string; title: string; entries: ShoppingList["entries"] };

function groupsOf(list: ShoppingList, grouping: Grouping): Group[] {
  if (grouping === "aisle")
    return groupByCategory(list.entries).map((group) => ({
      key: `aisle-${group.category}`,
      title: group.category,
      entries: group.entries,
    }));
  return groupBySmartSplit(list.entries).map((group) => ({
    key: `store-${group.storeId ?? "none"}`,
    title:
      group.storeId === null
        ? "Not sold at your compared stores"
        : (list.storeNames[String(group.storeId)] ?? `Store ${group.storeId}`),
    entries: group.entries,
  }));
}

/** The list's items under their aisle, or under the store where the smart split buys them. */
export function ListGroups({ list, grouping }: { list: ShoppingList; grouping: Grouping }) {
  return groupsOf(list, grouping).map((group) => (
    <section key={group.key} aria-labelledby={group.key}>
      <h2 id={group.key} className="mb-1 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {group.title}
      </h2>
      <ul className="rounded-lg border border-slate-200 bg-white px-3">
        {group.entries.map((entry) => (
          <ShoppingListItem key={entry.id} entry={entry} onChange={(input) => void list.change(entry.id, input)} />
        ))}
      </ul>
    </section>
  ));
}
