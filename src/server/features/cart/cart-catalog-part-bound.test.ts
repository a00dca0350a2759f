// Decision 105, review R104: the kept catalog parts are bounded by sessions and by the rows they hold together.
import { describe, expect, it } from "vitest";
import type { PriceObservation } from "../../../domain/cart/store-prices";
import type { Db } from "../../db/client";
import { hasCatalogPart, keepCatalogPart, MAX_KEPT_PARTS, MAX_KEPT_ROWS } from "./cart-catalog-part";

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
});
