// Decision 105: the kept catalog parts are bounded by sessions and by the rows they hold together (review R104), and
// what a read of one entry adds to a part (review R106) is only what the part did not hold: no row twice.
import { describe, expect, it } from "vitest";
import type { PriceObservation } from "../../../domain/cart/store-prices";
import type { Db } from "../../db/client";
import type { CartLineToPrice, GroupMember } from "../../../domain/cart/price-cart";
import type { CartKeys } from "./cart-keys.repository";
import {
  extendCatalogPart,
  hasCatalogPart,
  keepAndPrice,
  keepCatalogPart,
  MAX_KEPT_PARTS,
  MAX_KEPT_ROWS,
  outgrown,
  reuseCatalogPart,
} from "./cart-catalog-part";

describe("the kept catalog parts", () => {
  it("keeps the parts of the most recently read sessions only, within a bound on the rows they hold", () => {
    const owner = {} as Db;
    const read = (observations: number) => ({
      user: { id: "u" },
      selectedStoreIds: [1],
      catalogVersion: "1",
      lines: [],
      groupItems: [],
      stores: [],
      observations: Array.from({ length: observations }, () => ({}) as PriceObservation),
    });
    for (let n = 0; n <= MAX_KEPT_PARTS; n++) keepCatalogPart(owner, `token-${n}`, read(0));
    expect(hasCatalogPart(owner, "token-0")).toBe(false);
    expect(hasCatalogPart(owner, "token-1")).toBe(true);
    expect(hasCatalogPart(owner, `token-${MAX_KEPT_PARTS}`)).toBe(true);
    // Two parts of more than half the rows each: the older goes; one of more than all of them is not kept.
    const half = Math.ceil(MAX_KEPT_ROWS / 2);
    keepCatalogPart(owner, "large-1", read(half));
    keepCatalogPart(owner, "large-2", read(half));
    expect([hasCatalogPart(owner, "large-1"), hasCatalogPart(owner, "large-2")]).toEqual([false, true]);
    keepCatalogPart(owner, "too-large", read(MAX_KEPT_ROWS));
    expect(hasCatalogPart(owner, "too-large")).toBe(false);
  });

  it("counts the lines a part keeps priced in the bound (decision 107, review R117): a price as two rows", () => {
    const owner = {} as Db;
    const stores = [1, 2, 3, 4, 5].map((id) => ({ id, chainId: id, ownLabel: null }));
    const lines: CartLineToPrice[] = Array.from({ length: 20 }, (_, n) => ({
      id: n + 1,
      itemId: n + 1,
      quantity: 1,
      checked: false,
      matchMode: "exact",
      productGroup: null,
      item: { name: `item ${n}`, brand: "B", category: "C", unit: "1 lb", size: 1, sizeUnit: "lb" },
      assortmentKnown: true,
    }));
    const observations: PriceObservation[] = lines.flatMap(({ itemId }) =>
      stores.map(({ chainId }) => ({
        itemId,
        chainId,
        storeId: null,
        cents: 100 + itemId,
        source: "bls-anchored" as const,
        observedAt: new Date("2026-01-01T00:00:00Z"),
        observedPrecision: "month" as const,
      })),
    );
    const read = {
      user: { id: "u" },
      selectedStoreIds: [1, 2, 3, 4, 5],
      catalogVersion: "1",
      lines,
      groupItems: [],
      stores,
      observations,
    };
    const now = new Date("2026-11-29T12:00:00Z");
    for (let n = 0; n < MAX_KEPT_PARTS; n++) {
      const answer = keepAndPrice(owner, `t-${n}`, read, now);
      expect(answer?.flatMap((entry) => entry.storePrices.filter((cell) => cell.price !== null))).toHaveLength(100);
    }
    const kept = Array.from({ length: MAX_KEPT_PARTS }, (_, n) => hasCatalogPart(owner, `t-${n}`)).filter(Boolean).length;
    // Each holds its lines, observations and the 100 prices of its answer.
    const held = 1 + lines.length + observations.length + 2 * 100;
    expect(kept).toBeGreaterThan(0);
    expect(kept * held).toBeLessThanOrEqual(MAX_KEPT_ROWS);
    expect(hasCatalogPart(owner, `t-${MAX_KEPT_PARTS - 1}`)).toBe(true);
  });

  it("takes from a read of one entry only the items, groups, members and observations it did not hold", () => {
    const owner = {} as Db;
    const line = (itemId: number, productGroup: string, matchMode: "exact" | "any"): CartLineToPrice => ({
      id: itemId * 10,
      itemId,
      quantity: 1,
      checked: false,
      matchMode,
      productGroup,
      item: { name: `item ${itemId}`, brand: "B", category: "C", unit: "1 lb", size: 1, sizeUnit: "lb" },
      assortmentKnown: true,
    });
    const member = (id: number, productGroup: string): GroupMember =>
      ({ id, name: `item ${id}`, brand: "B", unit: "1 lb", size: 1, sizeUnit: "lb", productGroup }) as GroupMember;
    const at = (itemId: number) => ({ itemId, chainId: 1, storeId: null, cents: 100 + itemId }) as PriceObservation;
    const readOf = (lines: CartLineToPrice[], groupItems: GroupMember[], observations: PriceObservation[]) => ({
      user: { id: "u" },
      selectedStoreIds: [1],
      catalogVersion: "7",
      lines,
      groupItems,
      stores: [{ id: 1, chainId: 1, ownLabel: null }],
      observations,
    });
    // Item 1 "exact" (group a), item 2 "any brand" (group b: items 2 and 3).
    keepCatalogPart(
      owner,
      "t",
      readOf([line(1, "a", "exact"), line(2, "b", "any")], [member(2, "b"), member(3, "b")], [at(1), at(2), at(3)]),
    );
    const held = (entries: [number, "exact" | "any"][]) => {
      const keys = {
        user: { id: "u" },
        selectedStoreIds: [1],
        catalogVersion: "7",
        entries: entries.map(([itemId, matchMode]) => ({ id: itemId * 10, itemId, quantity: 1, checked: false, matchMode })),
      } as unknown as CartKeys;
      const part = reuseCatalogPart(owner, "t", keys, true);
      return part && { members: part.part.groupItems.map((m) => m.id), observed: part.part.observations.map((o) => o.itemId) };
    };
    // Nothing new: item 2 again in "any brand" (its group held), item 3 as a line of its own (a member held).
    extendCatalogPart(owner, "t", readOf([line(2, "b", "any")], [member(2, "b"), member(3, "b")], [at(2), at(3)]));
    extendCatalogPart(owner, "t", readOf([line(3, "b", "exact")], [], [at(3)]));
    expect(
      held([
        [1, "exact"],
        [2, "any"],
        [3, "exact"],
      ]),
    ).toEqual({ members: [2, 3], observed: [1, 2, 3] });
    // Item 1 now "any brand": its group's members (1 and 4) join, with the observations of item 4 only.
    expect(held([[1, "any"]])).toBeUndefined();
    extendCatalogPart(owner, "t", readOf([line(1, "a", "any")], [member(1, "a"), member(4, "a")], [at(1), at(4)]));
    expect(
      held([
        [1, "any"],
        [2, "any"],
        [3, "exact"],
      ]),
    ).toEqual({ members: [2, 3, 1, 4], observed: [1, 2, 3, 4] });
    // A new line read with a line whose group is held: only the new line's item and observations join.
    extendCatalogPart(
      owner,
      "t",
      readOf([line(6, "d", "exact"), line(2, "b", "any")], [member(2, "b"), member(3, "b")], [at(6), at(2), at(3)]),
    );
    expect(
      held([
        [6, "exact"],
        [2, "any"],
      ]),
    ).toEqual({ members: [2, 3, 1, 4], observed: [1, 2, 3, 4, 6] });
    // A new item: its line and observations; a read at another version adds nothing.
    extendCatalogPart(owner, "t", { ...readOf([line(5, "c", "exact")], [], [at(5)]), catalogVersion: "8" });
    expect(held([[5, "exact"]])).toBeUndefined();
    extendCatalogPart(owner, "t", readOf([line(5, "c", "exact")], [], [at(5)]));
    expect(held([[5, "exact"]])).toEqual({ members: [2, 3, 1, 4], observed: [1, 2, 3, 4, 6, 5] });
  });

  it("reads a part grown well past the cart again (lines added and removed since its whole read)", () => {
    const owner = {} as Db;
    const lines = Array.from({ length: outgrown(5) + 1 }, (_, n) => ({
      id: n + 1,
      itemId: n + 1,
      quantity: 1,
      checked: false,
      matchMode: "exact" as const,
      productGroup: null,
      item: { name: `item ${n}`, brand: "B", category: "C", unit: "1 lb", size: 1, sizeUnit: "lb" },
      assortmentKnown: true,
    }));
    const whole = { user: { id: "u" }, selectedStoreIds: [1], catalogVersion: "1", groupItems: [], stores: [], observations: [] };
    const keys = (entries: number) =>
      ({
        user: { id: "u" },
        selectedStoreIds: [1],
        catalogVersion: "1",
        entries: lines.slice(0, entries),
      }) as unknown as CartKeys;
    keepCatalogPart(owner, "t", { ...whole, lines: lines.slice(0, outgrown(5)) });
    expect(reuseCatalogPart(owner, "t", keys(5), true)?.lines).toHaveLength(5);
    keepCatalogPart(owner, "t", { ...whole, lines });
    // A change's keys hold its one entry: they say nothing of the cart's size.
    expect(reuseCatalogPart(owner, "t", keys(1), false)?.lines).toHaveLength(1);
    expect(reuseCatalogPart(owner, "t", keys(5), true)).toBeUndefined();
    expect(hasCatalogPart(owner, "t")).toBe(false);
  });
});
