import { describe, expect, it } from "vitest";
import { priceCart, type CartLineToPrice, type GroupMember } from "./price-cart";
import type { PriceObservation } from "./store-prices";

// Issue 30's any-brand cases (decision 051), with the catalog's sizes and labels: a shopper who asks for "any
// brand" is priced with what they would buy, never a doubled line nor another kind of product.
const NOW = new Date("2026-11-27T12:00:00Z");
const store = { id: 1, chainId: 1, ownLabel: null };

type Member = Omit<GroupMember, "id"> & { cents: number | null };
let nextId = 1000;

/** Prices one "any brand" line for `wanted` at a store that sells `others` (and `wanted` only when it has a price). */
function priceAnyBrand(wanted: Member, others: Member[], quantity = 1) {
  const members = [wanted, ...others].map((member) => ({ ...member, id: nextId++ }));
  const [own] = members;
  const line: CartLineToPrice = {
    id: 1,
    itemId: own!.id,
    quantity,
    checked: false,
    matchMode: "any",
    productGroup: own!.productGroup,
    item: { name: own!.name, brand: own!.brand, category: "Pantry", unit: own!.unit, size: own!.size, sizeUnit: own!.sizeUnit },
    assortmentKnown: true,
  };
  const observations = members.flatMap((member): PriceObservation[] =>
    member.cents === null
      ? []
      : [
          {
            itemId: member.id,
            chainId: store.chainId,
            storeId: null,
            cents: member.cents,
            source: "bls-anchored",
            observedAt: new Date("2025-08-01T00:00:00Z"),
            observedPrecision: "month",
          },
        ],
  );
  const [priced] = priceCart([line], members.slice(1), [store], observations, NOW);
  const price = priced!.storePrices[0]!;
  return { brand: price.pricedItem?.brand ?? null, unit: price.pricedItem?.unit ?? null, packs: price.packs, lineCents: price.lineCents };
}

const item = (productGroup: string, name: string, brand: string, size: number, sizeUnit: string, cents: number | null, unit?: string): Member => ({
  productGroup,
  name,
  brand,
  size,
  sizeUnit,
  unit: unit ?? `${size} ${sizeUnit}`,
  cents,
});

describe("any brand buys what a shopper would (issue 30, decision 051)", () => {
  it("Folgers 25.9 oz: one 24.2 oz pack of Aldi's coffee, not two", () => {
    const folgers = item("ground-coffee", "Ground Coffee", "Folgers", 25.9, "oz", null);
    expect(priceAnyBrand(folgers, [item("ground-coffee", "Ground Coffee", "Store Brand", 24.2, "oz", 1043)])).toEqual({
      brand: "Store Brand",
      unit: "24.2 oz",
      packs: 1,
      lineCents: 1043,
    });
  });

  it("Angel Soft 12 mega rolls: one pack of 12 mega rolls of a thinner paper, not two", () => {
    const angelSoft = item("toilet-paper", "Toilet Paper", "Angel Soft", 529.1, "sq ft", null, "12 mega rolls");
    const storeBrand = item("toilet-paper", "Toilet Paper", "Store Brand", 419.3, "sq ft", 941, "12 mega rolls");
    expect(priceAnyBrand(angelSoft, [storeBrand])).toMatchObject({ brand: "Store Brand", packs: 1, lineCents: 941 });
  });

  it("Kirkland paper towels, 12 rolls: three packs of 6 double rolls (97% of the paper), not four", () => {
    const kirkland = item("paper-towels", "Paper Towels", "Kirkland Signature", 865.3, "sq ft", null, "12 rolls");
    const bounty = item("paper-towels", "Paper Towels", "Bounty", 265, "sq ft", 732, "6 double rolls");
    expect(priceAnyBrand(kirkland, [bounty])).toMatchObject({ brand: "Bounty", packs: 3, lineCents: 2196 });
  });

  it("Yoplait 6 oz: one 5.3 oz cup, and three cups for three", () => {
    const yoplait = item("strawberry-yogurt", "Strawberry Yogurt", "Yoplait", 6, "oz", null);
    const dannon = item("strawberry-yogurt", "Strawberry Yogurt", "Dannon", 5.3, "oz", 89);
    expect(priceAnyBrand(yoplait, [dannon])).toMatchObject({ brand: "Dannon", packs: 1, lineCents: 89 });
    expect(priceAnyBrand(yoplait, [dannon], 3)).toMatchObject({ brand: "Dannon", packs: 3, lineCents: 267 });
  });

  it("DiGiorno 27.5 oz: one 21 oz pizza, not two", () => {
    const digiorno = item("pepperoni-pizza", "Pepperoni Pizza", "DiGiorno", 27.5, "oz", 849);
    const greatValue = item("pepperoni-pizza", "Pepperoni Pizza", "Great Value", 21, "oz", 499);
    expect(priceAnyBrand(digiorno, [greatValue])).toMatchObject({ brand: "Great Value", packs: 1, lineCents: 499 });
  });

  it("Progresso ready-to-serve: never condensed soup, which is another kind (the store without it does not carry the line)", () => {
    const progresso = item("chicken-noodle-soup", "Chicken Noodle Soup", "Progresso", 19, "oz", null);
    const condensed = [
      item("chicken-noodle-soup", "Chicken Noodle Soup", "Campbell's", 10.75, "oz", 149),
      item("chicken-noodle-soup", "Chicken Noodle Soup", "Great Value", 10.75, "oz", 99),
    ];
    expect(priceAnyBrand(progresso, condensed)).toEqual({ brand: null, unit: null, packs: null, lineCents: null });
    // Condensed for condensed is a fair swap.
    expect(priceAnyBrand(condensed[0]!, [condensed[1]!])).toMatchObject({ brand: "Great Value", packs: 1, lineCents: 99 });
  });

  it("Monster: never Red Bull or Celsius, each energy drink brand is its own product", () => {
    const monster = item("energy-drink", "Energy Drink", "Monster", 16, "fl oz", 329);
    const others = [
      item("energy-drink", "Energy Drink", "Red Bull", 8.4, "fl oz", 150),
      item("energy-drink", "Energy Drink", "Celsius", 12, "fl oz", 199),
    ];
    expect(priceAnyBrand(monster, others)).toMatchObject({ brand: "Monster", packs: 1, lineCents: 329 });
  });

  it("a 12-pack of cans: never 2 L bottles, but another brand's 12-pack of cans", () => {
    const coke = item("cola", "Cola", "Coca-Cola", 144, "fl oz", null, "12 pk, 12 fl oz cans");
    const bottle = item("cola", "Cola", "Store Brand", 2, "l", 129, "2 L");
    expect(priceAnyBrand(coke, [bottle])).toEqual({ brand: null, unit: null, packs: null, lineCents: null });
    const pepsiCans = item("cola", "Cola", "Pepsi", 144, "fl oz", 799, "12 pk, 12 fl oz cans");
    expect(priceAnyBrand(coke, [bottle, pepsiCans])).toMatchObject({ brand: "Pepsi", packs: 1, lineCents: 799 });
  });

  it("still covers a gallon with two half gallons, and buys the least money's worth of sensible packs", () => {
    const gallon = item("whole-milk", "Whole Milk", "Store Brand", 1, "gal", null, "1 gal");
    expect(priceAnyBrand(gallon, [item("whole-milk", "Whole Milk", "Horizon Organic", 64, "fl oz", 449)])).toMatchObject({
      packs: 2,
      lineCents: 898,
    });
    // Two Folgers: two 24.2 oz packs ($20.86) or four 12 oz ones ($20.00, 93% of the coffee): the cheaper.
    const folgers = item("ground-coffee", "Ground Coffee", "Folgers", 25.9, "oz", null);
    const big = item("ground-coffee", "Ground Coffee", "Store Brand", 24.2, "oz", 1043);
    const small = item("ground-coffee", "Ground Coffee", "Dunkin'", 12, "oz", 500);
    expect(priceAnyBrand(folgers, [big, small], 2)).toMatchObject({ brand: "Dunkin'", packs: 4, lineCents: 2000 });
  });
});
