import type { MissingItem } from "../../../../domain/comparison/cart-pricing";
import type { CartEntry } from "../../../../domain/contracts/catalog";

type Known = Pick<CartEntry, "itemId" | "assortmentKnown">;

/**
 * What a store without a price for an entry is told (rule 15): 'Not carried' only when the catalog knows which chains
 * sell the item (its estimates, decision 026); an imported item no source prices there has 'No price yet' (decision 062).
 */
export const unpricedLabel = (entry: Pick<CartEntry, "assortmentKnown">) =>
  entry.assortmentKnown ? "Not carried" : "No price yet";

/** A store's (or every store's) missing items, split into those it does not carry and those nobody has priced there yet. */
export function splitMissing(missing: readonly MissingItem[], entries: readonly Known[]) {
  const unknown = new Set(entries.filter((entry) => !entry.assortmentKnown).map((entry) => String(entry.itemId)));
  return {
    notCarried: missing.filter((item) => !unknown.has(item.itemId)),
    noPrice: missing.filter((item) => unknown.has(item.itemId)),
  };
}
