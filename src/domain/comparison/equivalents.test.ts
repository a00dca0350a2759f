import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertSize, type SizeUnit } from "../pricing/unit-price";
import { compareStores } from "./compare-stores";
import { chooseOffer, COVERED_SHARE, packsToBuy, type EquivalentOffer, type WantedItem } from "./equivalents";
import { computeSmartSplit } from "./smart-split";

const milk = (quantity: number, mode: WantedItem["mode"]): WantedItem => ({
  itemId: "milk-gal",
  size: 1,
  sizeUnit: "gal",
  quantity,
  mode,
});
const offer = (itemId: string, size: number, sizeUnit: SizeUnit, priceCents: number | null): EquivalentOffer => ({
  itemId,
  size,
  sizeUnit,
  priceCents,
});

describe("packsToBuy", () => {
  it("buys whole packs that cover the wanted amount", () => {
    expect(packsToBuy({ size: 1, sizeUnit: "gal", quantity: 1 }, { size: 64, sizeUnit: "fl oz" })).toBe(2);
    expect(packsToBuy({ size: 1, sizeUnit: "gal", quantity: 3 }, { size: 64, sizeUnit: "fl oz" })).toBe(6);
    expect(packsToBuy({ size: 64, sizeUnit: "fl oz", quantity: 3 }, { size: 1, sizeUnit: "gal" })).toBe(2);
    expect(packsToBuy({ size: 8, sizeUnit: "oz", quantity: 1 }, { size: 2, sizeUnit: "lb" })).toBe(1);
    expect(packsToBuy({ size: 5.3, sizeUnit: "oz", quantity: 3 }, { size: 5.3, sizeUnit: "oz" })).toBe(3);
    expect(packsToBuy({ size: 12, sizeUnit: "ct", quantity: 1 }, { size: 1, sizeUnit: "doz" })).toBe(1);
    expect(packsToBuy({ size: 12, sizeUnit: "ct", quantity: 3 }, { size: 18, sizeUnit: "ct" })).toBe(2);
    // 24 eggs asked, 18-egg packs: one (18) is nearer than two (36), decision 051.
    expect(packsToBuy({ size: 12, sizeUnit: "ct", quantity: 2 }, { size: 18, sizeUnit: "ct" })).toBe(1);
  });

  it("counts a pack within 10% of the amount as one, never a doubled line (decision 051)", () => {
    expect(packsToBuy({ size: 25.9, sizeUnit: "oz", quantity: 1 }, { size: 24.2, sizeUnit: "oz" })).toBe(1);
    expect(packsToBuy({ size: 10, sizeUnit: "oz", quantity: 1 }, { size: 9, sizeUnit: "oz" })).toBe(1);
    expect(packsToBuy({ size: 10, sizeUnit: "oz", quantity: 3 }, { size: 9, sizeUnit: "oz" })).toBe(3);
  });

  it("buys the count nearest the amount when that is fewer than covering 90% of it", () => {
    // 27.5 oz asked, 21 oz packs: one (76%) is nearer than two (153%).
    expect(packsToBuy({ size: 27.5, sizeUnit: "oz", quantity: 1 }, { size: 21, sizeUnit: "oz" })).toBe(1);
    // 865.3 sq ft asked, 265 sq ft packs: three hold 92% of it.
    expect(packsToBuy({ size: 865.3, sizeUnit: "sq ft", quantity: 1 }, { size: 265, sizeUnit: "sq ft" })).toBe(3);
    // Half way between: the larger count, which covers the amount.
    expect(packsToBuy({ size: 3, sizeUnit: "oz", quantity: 1 }, { size: 2, sizeUnit: "oz" })).toBe(2);
    // 10.6 packs' worth: ten hold 94% of it.
    expect(packsToBuy({ size: 10.6, sizeUnit: "oz", quantity: 1 }, { size: 1, sizeUnit: "oz" })).toBe(10);
    // A pack far larger than asked: still one.
    expect(packsToBuy({ size: 4, sizeUnit: "oz", quantity: 1 }, { size: 2, sizeUnit: "lb" })).toBe(1);
  });

  it("refuses to compare a weight with a volume or a count", () => {
    expect(packsToBuy({ size: 1, sizeUnit: "lb", quantity: 1 }, { size: 16, sizeUnit: "fl oz" })).toBeNull();
    expect(packsToBuy({ size: 4, sizeUnit: "ct", quantity: 1 }, { size: 1, sizeUnit: "lb" })).toBeNull();
  });

  it("never counts packs against a size that is not known (zero)", () => {
    expect(packsToBuy({ size: 0, sizeUnit: "gal", quantity: 2 }, { size: 1, sizeUnit: "gal" })).toBeNull();
    expect(packsToBuy({ size: 1, sizeUnit: "gal", quantity: 2 }, { size: 0, sizeUnit: "gal" })).toBeNull();
    expect(chooseOffer(milk(1, "any"), [offer("unsized", 0, "gal", 1), offer("store-gal", 1, "gal", 329)])?.itemId).toBe(
      "store-gal",
    );
  });
});

describe("chooseOffer", () => {
  const offers = [offer("milk-gal", 1, "gal", 429), offer("store-gal", 1, "gal", 329), offer("organic-half", 64, "fl oz", 199)];

  it("prices only the wanted item in exact mode, quantity × its price", () => {
    expect(chooseOffer(milk(2, "exact"), offers)).toEqual({ itemId: "milk-gal", packs: 2, packCents: 429, lineCents: 858 });
    expect(chooseOffer(milk(2, "exact"), [offer("store-gal", 1, "gal", 329)])).toBeNull();
    expect(chooseOffer(milk(1, "exact"), [offer("milk-gal", 1, "gal", null)])).toBeNull();
  });

  it("prices the cheapest way to cover the amount in any-brand mode, across pack sizes", () => {
    expect(chooseOffer(milk(1, "any"), offers)).toEqual({ itemId: "store-gal", packs: 1, packCents: 329, lineCents: 329 });
    expect(chooseOffer(milk(1, "any"), [offer("milk-gal", 1, "gal", 429), offer("organic-half", 64, "fl oz", 149)])).toEqual({
      itemId: "organic-half",
      packs: 2,
      packCents: 149,
      lineCents: 298,
    });
    expect(chooseOffer(milk(1, "any"), [offer("cheese", 1, "lb", 1)])).toBeNull();
    expect(chooseOffer(milk(1, "any"), [])).toBeNull();
  });

  it("never stands in another kind of pack for the wanted one (decision 051)", () => {
    const cans = { ...milk(1, "any"), itemId: "cola-cans", size: 144, sizeUnit: "fl oz" as const, kind: "can" };
    const bottle = { ...offer("cola-2l", 2, "l", 129), kind: "pack" };
    expect(chooseOffer(cans, [bottle])).toBeNull();
    expect(chooseOffer(cans, [bottle, { ...offer("pepsi-cans", 144, "fl oz", 799), kind: "can" }])?.itemId).toBe("pepsi-cans");
    // The wanted item itself is always its own kind.
    expect(chooseOffer(cans, [bottle, offer("cola-cans", 144, "fl oz", 899)])?.itemId).toBe("cola-cans");
  });

  it("keeps the wanted item on a tie, then the offer with fewer packs", () => {
    expect(chooseOffer(milk(1, "any"), [offer("a-other", 1, "gal", 429), offer("milk-gal", 1, "gal", 429)])?.itemId).toBe(
      "milk-gal",
    );
    expect(chooseOffer(milk(1, "any"), [offer("a-half", 64, "fl oz", 200), offer("b-gal", 1, "gal", 400)])?.itemId).toBe("b-gal");
    expect(chooseOffer(milk(1, "any"), [offer("b-gal", 1, "gal", 400), offer("a-gal", 1, "gal", 400)])?.itemId).toBe("a-gal");
  });

  it("breaks each tie the same way whatever order the offers come in", () => {
    const chosen = (wanted: WantedItem, ...tied: EquivalentOffer[]) => [
      chooseOffer(wanted, tied)?.itemId,
      chooseOffer(wanted, [...tied].reverse())?.itemId,
    ];
    // 2 × the wanted gallon or 1 two-gallon jug, both $8.00: the shopper's own item, though it is more packs.
    expect(chosen(milk(2, "any"), offer("milk-gal", 1, "gal", 400), offer("a-jug", 2, "gal", 800))).toEqual([
      "milk-gal",
      "milk-gal",
    ]);
    // Two half gallons or one gallon of other brands, both $4.00: the single gallon.
    expect(chosen(milk(1, "any"), offer("a-half", 64, "fl oz", 200), offer("b-gal", 1, "gal", 400))).toEqual(["b-gal", "b-gal"]);
    // Same cost, same packs: the lower item id.
    expect(chosen(milk(1, "any"), offer("b-gal", 1, "gal", 400), offer("a-gal", 1, "gal", 400))).toEqual(["a-gal", "a-gal"]);
  });
});

const units = ["oz", "lb", "fl oz", "gal", "ct", "doz"] as const satisfies readonly SizeUnit[];
const offerArb = fc.record({
  itemId: fc.constantFrom("a", "b", "c", "d", "e"),
  size: fc.integer({ min: 1, max: 64 }).map((n) => n / 2),
  sizeUnit: fc.constantFrom(...units),
  priceCents: fc.option(fc.integer({ min: 0, max: 2000 }), { freq: 5 }),
});
const scenario = fc.record({
  wanted: fc.record({
    itemId: fc.constantFrom("a", "b"),
    size: fc.integer({ min: 1, max: 64 }).map((n) => n / 2),
    sizeUnit: fc.constantFrom(...units),
    quantity: fc.integer({ min: 1, max: 99 }),
    mode: fc.constantFrom("exact" as const, "any" as const),
  }),
  offers: fc.uniqueArray(offerArb, { selector: (o) => o.itemId, maxLength: 5 }),
});

describe("chooseOffer properties", () => {
  it("buys whole packs of one product of the same measure, as a shopper would: covering 90% of the amount or nearest it, none too many", () => {
    fc.assert(
      fc.property(scenario, ({ wanted, offers }) => {
        const chosen = chooseOffer(wanted, offers);
        if (chosen === null) return;
        const product = offers.find((o) => o.itemId === chosen.itemId)!;
        expect(chosen.lineCents).toBe(chosen.packCents * chosen.packs);
        expect(chosen.packCents).toBe(product.priceCents);
        // The wanted item itself is bought by the quantity asked.
        if (chosen.itemId === wanted.itemId) {
          expect(chosen.packs).toBe(wanted.quantity);
          return;
        }
        const amount = wanted.quantity * wanted.size;
        const pack = convertSize(product.size, product.sizeUnit, wanted.sizeUnit);
        const bought = chosen.packs * pack;
        const ratio = amount / pack;
        expect(chosen.packs).toBeGreaterThanOrEqual(1);
        // It covers 90% of the amount, or it is the count nearest the amount (or one pack).
        if (bought < amount * COVERED_SHARE * (1 - 1e-9) && chosen.packs > 1) expect(Math.abs(chosen.packs - ratio)).toBeLessThanOrEqual(0.5 + 1e-9);
        // A pack within 10% of the amount is one pack.
        if (pack >= amount * COVERED_SHARE) expect(chosen.packs).toBe(1);
        // One pack fewer would neither cover 90% of it nor be nearer to it.
        if (chosen.packs > 1) {
          const fewer = (chosen.packs - 1) * pack;
          expect(fewer).toBeLessThan(amount * COVERED_SHARE * (1 + 1e-9));
          expect(ratio - (chosen.packs - 1)).toBeGreaterThanOrEqual(0.5 - 1e-9);
        }
      }),
    );
  });

  it("never costs more than the exact brand, and only exact mode is bound to the wanted item", () => {
    fc.assert(
      fc.property(scenario, ({ wanted, offers }) => {
        const exact = chooseOffer({ ...wanted, mode: "exact" }, offers);
        const any = chooseOffer({ ...wanted, mode: "any" }, offers);
        if (exact !== null) {
          expect(exact.itemId).toBe(wanted.itemId);
          expect(exact.packs).toBe(wanted.quantity);
          expect(any).not.toBeNull();
          expect(any!.lineCents).toBeLessThanOrEqual(exact.lineCents);
        }
        if (any === null) expect(exact).toBeNull();
      }),
    );
  });

  it("is the cheapest offer of sensible packs, whatever order the offers come in", () => {
    fc.assert(
      fc.property(scenario, fc.integer(), ({ wanted, offers }, seed) => {
        const chosen = chooseOffer({ ...wanted, mode: "any" }, offers);
        for (const other of offers) {
          const packs = other.itemId === wanted.itemId ? wanted.quantity : packsToBuy(wanted, other);
          if (other.priceCents === null || packs === null) continue;
          expect(chosen).not.toBeNull();
          expect(chosen!.lineCents).toBeLessThanOrEqual(other.priceCents * packs);
        }
        const shuffled = [...offers].sort(
          (x, y) => ((x.itemId.charCodeAt(0) * seed) % 7) - ((y.itemId.charCodeAt(0) * seed) % 7),
        );
        expect(chooseOffer({ ...wanted, mode: "any" }, shuffled)).toEqual(chosen);
      }),
    );
  });
});

describe("pack prices in the comparison", () => {
  it("totals, ranking and the smart split use the packs bought, not quantity × pack price", () => {
    const lines = [{ itemId: "milk", quantity: 1 }];
    const prices = { aldi: { milk: { packCents: 149, packs: 2 } }, target: { milk: 329 } };
    const comparison = compareStores(lines, ["aldi", "target"], prices);
    expect(comparison.stores.map((s) => s.subtotalCents)).toEqual([298, 329]);
    expect(comparison.stores[0]?.lines[0]).toMatchObject({ packs: 2, unitCents: 149, lineCents: 298 });
    expect(comparison.lowestStoreIds).toEqual(["aldi"]);
    const split = computeSmartSplit([...lines, { itemId: "eggs", quantity: 1 }], ["aldi", "target"], {
      ...prices,
      target: { milk: 329, eggs: 199 },
    });
    expect(split.split.stops.map((stop) => [stop.storeId, stop.subtotalCents])).toEqual([
      ["aldi", 298],
      ["target", 199],
    ]);
    expect(split.split.stops[0]?.lines[0]).toMatchObject({ packs: 2, unitCents: 149, lineCents: 298 });
  });
});
