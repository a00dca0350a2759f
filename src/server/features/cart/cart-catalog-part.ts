import { LRUCache } from "lru-cache";
import { toCartEntry, toCartStorePrice } from "../../../domain/cart/cart-response";
import {
  linePricer,
  type CartLineToPrice,
  type CartStorePriceCents,
  type GroupMember,
  type LinePricer,
} from "../../../domain/cart/price-cart";
import type { PriceObservation, PricedStore } from "../../../domain/cart/store-prices";
import type { CartEntry, CartStorePrice } from "../../../domain/contracts/catalog";
import { marginMonth } from "../../../domain/pricing/margin";
import type { Db } from "../../db/client";
import type { MatchMode } from "../../../domain/comparison/equivalents";
import type { CartKeyEntry } from "./cart-keys.repository";

/**
 * What a cart read reads from the catalog (decision 105): its lines' items, the members of the groups of its "any brand"
 * lines, the selected stores and the current observations of all those items there, as the shopper sees them (their own
 * held reports included), at one catalog version. Every write to items, chains, stores or prices raises the version in
 * its own statement (migration 0005), so a part is right for as long as the version a later read sees is its own.
 */
type CatalogPart = {
  userId: string;
  version: string;
  /** The selected store ids it was read for, in order. */
  storeKey: string;
  items: Map<number, Pick<CartLineToPrice, "productGroup" | "item" | "assortmentKnown">>;
  /** The groups whose members groupItems holds: those of the "any brand" lines read. */
  groups: Set<string>;
  groupItems: readonly GroupMember[];
  stores: readonly PricedStore[];
  observations: readonly PriceObservation[];
  /** The line pricer of this part's catalog rows, for one margin month (decision 107); made at the first use. */
  pricer?: { month: number; price: LinePricer };
  /**
   * The lines last priced from this part by item (a cart has one entry per item), at one margin month (decision 107):
   * the last whole answer's, and the changes' answered since.
   */
  priced?: { month: number; lines: Map<number, PricedLine> };
};

/** A line as last priced from a part: its mode and quantity, and its prices at the part's stores as answered. */
type PricedLine = { matchMode: MatchMode; quantity: number; storePrices: readonly CartStorePrice[] };

/** What a part is asked with: the session's user, catalog version and store selection, and the entries to price. */
type PartKeys = {
  user: { id: string };
  catalogVersion: string;
  selectedStoreIds: readonly number[];
  entries: readonly CartKeyEntry[];
};

/** A cart read with its catalog part (readCart's row). */
type FullRead = {
  user: { id: string };
  selectedStoreIds: number[];
  catalogVersion: string;
  lines: CartLineToPrice[];
  groupItems: GroupMember[];
  stores: PricedStore[];
  observations: PriceObservation[];
};

/** Sessions whose last read's catalog part is kept: the most recently read. */
export const MAX_KEPT_PARTS = 500;
/**
 * The bound on what the kept parts hold together, in lines, group members and observations (a 20-item cart at 5 stores
 * holds ~200, ~40 KB): a cart with large "any brand" groups takes the room of several.
 */
export const MAX_KEPT_ROWS = 100_000;

/**
 * A part's size in rows (lru-cache wants a positive integer), with room for its priced lines: at most one line per item,
 * one price per item and store (review R118: a price as answered is ~540 bytes, about two rows).
 */
const partRows = (part: Pick<CatalogPart, "items" | "groupItems" | "observations" | "stores">) =>
  1 + part.items.size * (1 + 2 * part.stores.length) + part.groupItems.length + part.observations.length;

const parts = new WeakMap<Db, LRUCache<string, CatalogPart>>();
const partsOf = (db: Db) => {
  let kept = parts.get(db);
  if (!kept)
    parts.set(
      db,
      (kept = new LRUCache<string, CatalogPart>({ max: MAX_KEPT_PARTS, maxSize: MAX_KEPT_ROWS, sizeCalculation: partRows })),
    );
  return kept;
};

/** Whether a session (by its token hash) has a catalog part a read may try first (with readCartKeys). */
export const hasCatalogPart = (db: Db, tokenHash: string) => partsOf(db).has(tokenHash);

/** The groups of a read's "any brand" lines: those whose members it read. */
const groupsOf = (lines: readonly CartLineToPrice[]) =>
  lines.filter((line) => line.matchMode === "any" && line.productGroup !== null).map((line) => line.productGroup!);

/**
 * Frozen: a part's objects go into every answer priced from it (a line's item, a member, an observation), so an answer
 * changed in place would change the next ones (review R110).
 */
const frozen = <T extends object>(objects: readonly T[]) => Object.freeze(objects.map((object) => Object.freeze(object)));

/** Keeps a full read's catalog part for the session's next read (a read of the selected stores only). */
export function keepCatalogPart(db: Db, tokenHash: string, read: FullRead) {
  partsOf(db).set(tokenHash, {
    userId: read.user.id,
    version: read.catalogVersion,
    storeKey: read.selectedStoreIds.join(","),
    items: new Map(
      read.lines.map(({ itemId, productGroup, item, assortmentKnown }) => [
        itemId,
        { productGroup, item: Object.freeze(item), assortmentKnown },
      ]),
    ),
    groups: new Set(groupsOf(read.lines)),
    groupItems: frozen(read.groupItems),
    stores: frozen(read.stores),
    observations: frozen(read.observations),
  });
}

/** Keeps a full read's catalog part (keepCatalogPart) and answers the read priced from it, its lines kept priced. */
export function keepAndPrice(db: Db, tokenHash: string, read: FullRead, now: Date): CartEntry[] | undefined {
  keepCatalogPart(db, tokenHash, read);
  // Stryker disable next-line BooleanLiteral: a part just kept holds no priced line and only this read's items: as one entry's
  return priceFromCatalogPart(db, tokenHash, { ...read, entries: read.lines }, now, true);
}

/**
 * Adds what a read of one entry (an add's read back, a change's when the part could not price it) read from the catalog
 * to the session's kept part, when that part is the same user's, of the same catalog version and store selection: the
 * entry's item, the members of its group if it is "any brand", and the observations of the items the part had none of
 * (review R106: else each change of a newly added line reads its catalog again until the next whole read).
 */
export function extendCatalogPart(db: Db, tokenHash: string, read: FullRead) {
  const kept = partsOf(db);
  const part = kept.get(tokenHash);
  if (!part || !sameBasis(part, read.user.id, read.catalogVersion, read.selectedStoreIds)) return;
  // Stryker disable next-line MethodExpression: an item the part holds set again is the same (same version): it only costs time
  const newLines = read.lines.filter((line) => !part.items.has(line.itemId));
  const newGroups = groupsOf(read.lines).filter((group) => !part.groups.has(group));
  // Stryker disable next-line ConditionalExpression: a part rebuilt with nothing new answers the same (it only costs time)
  if (newLines.length === 0 && newGroups.length === 0) return;
  // The items whose observations the part holds: its lines' items and its groups' members.
  const priced = new Set([...part.items.keys(), ...part.groupItems.map((member) => member.id)]);
  const items = new Map(part.items);
  for (const { itemId, productGroup, item, assortmentKnown } of newLines)
    items.set(itemId, { productGroup, item: Object.freeze(item), assortmentKnown });
  // Its lines priced stay right (their items, groups and observations are the part's as before); its pricer is remade
  // with the observations added.
  kept.set(tokenHash, {
    ...part,
    pricer: undefined,
    items,
    groups: new Set([...part.groups, ...newGroups]),
    groupItems: Object.freeze([
      ...part.groupItems,
      ...frozen(read.groupItems.filter((member) => newGroups.includes(member.productGroup))),
    ]),
    observations: Object.freeze([
      ...part.observations,
      ...frozen(read.observations.filter((observation) => !priced.has(observation.itemId))),
    ]),
  });
}

/** How many items a part may hold for a cart of this many entries before it is read again whole. */
export const outgrown = (entries: number) => 2 * entries + 10;

/** Whether a part answers for this user at this catalog version and store selection. */
const sameBasis = (part: CatalogPart, userId: string, version: string, selectedStoreIds: readonly number[]) =>
  part.userId === userId && part.version === version && part.storeKey === selectedStoreIds.join(",");

/**
 * The session's kept part and the keys' entries as readCart would read them (`wholeCart`: all of the cart's entries,
 * else a change's one); undefined when the part cannot answer: none kept, another user, another catalog version or store
 * selection, an item it did not read, or an "any brand" line whose group's members it did not read.
 */
export function reuseCatalogPart(db: Db, tokenHash: string, keys: PartKeys, wholeCart: boolean) {
  const kept = partsOf(db);
  const part = kept.get(tokenHash);
  if (!part) return undefined;
  // A part grown well past the cart (lines added and removed since its whole read, review R112) is read again, tight.
  if (
    !sameBasis(part, keys.user.id, keys.catalogVersion, keys.selectedStoreIds) ||
    (wholeCart && part.items.size > outgrown(keys.entries.length))
  ) {
    kept.delete(tokenHash);
    return undefined;
  }
  const lines: CartLineToPrice[] = [];
  for (const { id, itemId, quantity, checked, matchMode } of keys.entries) {
    const known = part.items.get(itemId);
    if (!known) return undefined;
    if (matchMode === "any" && known.productGroup !== null && !part.groups.has(known.productGroup)) return undefined;
    lines.push({ id, itemId, quantity, checked, matchMode, ...known });
  }
  return { part, lines };
}

/** A line's prices as answered, frozen to the bottom: every later answer from the part shares them (review R119). */
const frozenCells = (cells: readonly CartStorePriceCents[]) =>
  Object.freeze(
    cells.map((cell) => {
      const answered = toCartStorePrice(cell);
      Object.freeze(answered.pricedItem); // null when nothing priced it (freezing null does nothing)
      return Object.freeze(answered);
    }),
  );

/** The part's line pricer for this margin month, made when a line first needs it. */
function pricerOf(part: CatalogPart, month: number, now: Date) {
  if (part.pricer?.month !== month)
    part.pricer = { month, price: linePricer(part.groupItems, part.stores, part.observations, now) };
  return part.pricer.price;
}

/**
 * The keys' entries priced from the session's kept part as `GET /api/cart` answers them (decision 107): a line last
 * priced from the part with the same item, mode and quantity, in the same margin month, is taken as it was (it prices
 * the same: the same stores and observations); the others are priced. A whole cart's answer keeps its lines (only them),
 * a change's answer adds its line. Undefined when the part cannot answer.
 */
export function priceFromCatalogPart(
  db: Db,
  tokenHash: string,
  keys: PartKeys,
  now: Date,
  wholeCart: boolean,
): CartEntry[] | undefined {
  const reused = reuseCatalogPart(db, tokenHash, keys, wholeCart);
  if (!reused) return undefined;
  const { part, lines } = reused;
  const month = marginMonth(now);
  const before = part.priced?.month === month ? part.priced.lines : new Map<number, PricedLine>();
  const after = wholeCart ? new Map<number, PricedLine>() : before;
  const entries = lines.map((line) => {
    const { itemId, quantity, matchMode } = line;
    let priced = before.get(itemId);
    if (priced?.matchMode !== matchMode || priced.quantity !== quantity)
      priced = { matchMode, quantity, storePrices: frozenCells(pricerOf(part, month, now)(line)) };
    after.set(itemId, priced);
    return toCartEntry(line, priced.storePrices as CartStorePrice[]);
  });
  part.priced = { month, lines: after };
  return entries;
}
