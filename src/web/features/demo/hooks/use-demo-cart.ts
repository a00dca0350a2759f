import { useReducer } from "react";
import type { CartLine } from "../../../../domain/comparison/cart-pricing";
import type { SampleItem } from "../../../../domain/demo/sample-data";
import { itemLabel } from "../lib/demo-catalog";

type Action =
  | { type: "add"; item: SampleItem }
  | { type: "change"; itemId: string; by: 1 | -1 }
  | { type: "clear" }
  | { type: "restore"; lines: readonly CartLine[] };

/** Spec §4: decrementing to 0 or below removes the entry; adding an item already in the cart adds one more. */
export function demoCartReducer(lines: CartLine[], action: Action): CartLine[] {
  switch (action.type) {
    case "add":
      return lines.some((line) => line.itemId === action.item.id)
        ? lines.map((line) => (line.itemId === action.item.id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...lines, { itemId: action.item.id, quantity: 1, name: itemLabel(action.item) }];
    case "change":
      return lines.flatMap((line) => {
        if (line.itemId !== action.itemId) return [line];
        const quantity = line.quantity + action.by;
        return quantity <= 0 ? [] : [{ ...line, quantity }];
      });
    case "clear":
      return [];
    case "restore":
      // Undo of a clear: the cleared lines back in their order; anything added since stays after them.
      return [...action.lines, ...lines.filter((line) => !action.lines.some((old) => old.itemId === line.itemId))];
  }
}

/** The demo cart lives in memory only; signing in is how a shopper keeps a cart. */
export function useDemoCart() {
  const [lines, dispatch] = useReducer(demoCartReducer, []);
  return {
    lines,
    add: (item: SampleItem) => dispatch({ type: "add", item }),
    increment: (itemId: string) => dispatch({ type: "change", itemId, by: 1 }),
    decrement: (itemId: string) => dispatch({ type: "change", itemId, by: -1 }),
    clear: () => dispatch({ type: "clear" }),
    restore: (cleared: readonly CartLine[]) => dispatch({ type: "restore", lines: cleared }),
  };
}
