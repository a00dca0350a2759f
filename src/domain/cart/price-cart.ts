import { GENERIC_OWN_LABEL } from "../catalog/assortment";
import { chooseOffer, type EquivalentOffer, type MatchMode } from "../comparison/equivalents";
import { packKind } from "../comparison/pack-kind";
import type { Cents } from "../money/money";
import { isSizeUnit, type SizeUnit } from "../pricing/unit-price";
import {
  observationAt,
  observationFacts,
  storePriceOf,
  type PriceObservation,
  type PricedStore,
  type Product,
  type StorePriceCents,
} from "./store-prices";

/** A cart line as read from the database, before pricing. */
export type CartLineToPrice = {
  id: number;
  itemId: number;
  quantity: number;
  checked: boolean;
  matchMode: MatchMode;
  /** The item's product group (decision 011): an "any brand" line may be priced with another of its members. */
  productGroup: string | null;
  item: { name: string; brand: string; category: string; unit: string; size: number; sizeUnit: string };
  /**
   * The catalog knows which chains carry the item: it has an estimate at each chain that sells it (decision 026), so a
   * store without a price does not carry it. False for an imported item (decision 062), priced only where a source says.
   */
  assortmentKnown: boolean;
};

/** A member of the product group of an "any brand" line. */
export type GroupMember = Product & { productGroup: string };

/** A line's price at one store, in cents: one pack of `pricedItem`, `packs` of which cover the line, costing `lineCents`. */
export type CartStorePriceCents = StorePriceCents & {
  pricedItem: { id: number; name: string; brand: string; unit: string } | null;
  packs: number | null;
  lineCents: Cents | null;
};

export type PricedCartLine = Omit<CartLineToPrice, "productGroup"> & { storePrices: CartStorePriceCents[] };

/** Every item whose price a line may need: the lines' own items and the members of their "any brand" groups. */
export function itemsToPrice(lines: readonly CartLineToPrice[], groupItems: readonly GroupMember[]): Product[] {
  const byId = new Map<number, Product>(lines.map((line) => [line.itemId, { id: line.itemId, ...line.item }]));
  for (const member of groupItems) if (!byId.has(member.id)) byId.set(member.id, member);
  return [...byId.values()];
}

/** packKind of a product of this group; a literal, not a spread: a spread per product cost a fifth of priceCart. */
const kindOf = (product: Product, productGroup: string | null) =>
  packKind({
    productGroup,
    name: product.name,
    brand: product.brand,
    unit: product.unit,
    size: product.size,
    sizeUnit: product.sizeUnit,
  });

/** The generic own label ("Store Brand") under the name the store's chain gives it (decision 027). */
function asSoldAt(product: Product, store: PricedStore): CartStorePriceCents["pricedItem"] {
  const brand = product.brand === GENERIC_OWN_LABEL && store.ownLabel ? store.ownLabel : product.brand;
  return { id: product.id, name: product.name, brand, unit: product.unit };
}

/** Prices one line at each store, in the stores' order, as priceCart does (its storePrices). */
export type LinePricer = (line: CartLineToPrice) => CartStorePriceCents[];

/**
 * The cart priced at each store, in the stores' order (decision 011): a line in exact mode is its own item,
 * `quantity` packs; in "any brand" mode the cheapest packs a shopper would buy for its amount of a member of its
 * product group of the same kind (decision 051). A store with neither the item nor an equivalent prices the line at nothing (never $0). All in cents; each
 * price's margin as of `now` (decision 050).
 */
export function priceCart(
  lines: readonly CartLineToPrice[],
  groupItems: readonly GroupMember[],
  stores: readonly PricedStore[],
  observations: readonly PriceObservation[],
  now: Date,
): PricedCartLine[] {
  const price = linePricer(groupItems, stores, observations, now);
  return lines.map((line) => ({
    id: line.id,
    itemId: line.itemId,
    quantity: line.quantity,
    checked: line.checked,
    matchMode: line.matchMode,
    item: line.item,
    assortmentKnown: line.assortmentKnown,
    storePrices: price(line),
  }));
}

/**
 * priceCart's pricing of one line, with what it reads prepared once (the observation at each store, each observation's
 * facts). A line's prices depend on the line's item, match mode, quantity and product group, the group's members, the
 * stores, the observations and, through the margins only, on `now`'s UTC month (marginMonth): no label says "today".
 */
export function linePricer(
  groupItems: readonly GroupMember[],
  stores: readonly PricedStore[],
  observations: readonly PriceObservation[],
  now: Date,
): LinePricer {
  const at = observationAt(stores, observations);
  const facts = observationFacts(now);
  return (line) => {
    const { productGroup, item } = line;
    const own: Product = {
      id: line.itemId,
      name: item.name,
      brand: item.brand,
      unit: item.unit,
      size: item.size,
      sizeUnit: item.sizeUnit,
    };
    const anyBrand = line.matchMode === "any" && productGroup !== null && isSizeUnit(own.sizeUnit);
    const candidates = anyBrand ? [own, ...groupItems.filter((m) => m.productGroup === productGroup && m.id !== own.id)] : [own];
    const wanted = {
      itemId: String(own.id),
      size: own.size,
      sizeUnit: isSizeUnit(own.sizeUnit) ? own.sizeUnit : ("ct" as const),
      quantity: line.quantity,
      mode: anyBrand ? ("any" as const) : ("exact" as const),
      kind: kindOf(own, productGroup),
    };
    // The products that may be offered (an item without a comparable size never is), each with its kind (decision
    // 051): only the line's own kind may stand in for it.
    const offered = new Map<string, { product: Product; sizeUnit: SizeUnit; kind: string }>();
    for (const product of candidates)
      if (isSizeUnit(product.sizeUnit))
        offered.set(String(product.id), { product, sizeUnit: product.sizeUnit, kind: kindOf(product, productGroup) });
    return stores.map((store): CartStorePriceCents => {
      const offers: EquivalentOffer[] = [];
      for (const [itemId, { product, sizeUnit, kind }] of offered)
        offers.push({ itemId, size: product.size, sizeUnit, priceCents: at(product.id, store.id)?.cents ?? null, kind });
      const chosen = chooseOffer(wanted, offers);
      // Object.assign, not spreads into new literals: a hundred cells on every cart read (decision 063).
      if (chosen === null) {
        // The line's own item as the store has it, unpriced.
        return Object.assign(storePriceOf(own, store.id, at(own.id, store.id), now, facts), {
          cents: null,
          lowCents: null,
          highCents: null,
          pricedItem: null,
          packs: null,
          lineCents: null,
        });
      }
      const { product } = offered.get(chosen.itemId)!;
      return Object.assign(storePriceOf(product, store.id, at(product.id, store.id), now, facts), {
        pricedItem: asSoldAt(product, store),
        packs: chosen.packs,
        lineCents: chosen.lineCents,
      });
    });
  };
}
