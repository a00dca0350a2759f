import { describe, expect, it } from "vitest";
import { normaliseStoreName, recogniseStore } from "./chain-recognition";

describe("recogniseStore", () => {
  it("skips convenience stores, pharmacies and dollar stores, also when a chain's name is part of theirs", () => {
    expect(recogniseStore("7-Eleven Store 36205")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("GIANT EAGLE GETGO 3314")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("Sheetz 455")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("CVS/pharmacy #1234")).toEqual({ kind: "excluded", reason: "pharmacy" });
    expect(recogniseStore("Rite Aid 3456")).toEqual({ kind: "excluded", reason: "pharmacy" });
    expect(recogniseStore("Family Dollar 8406")).toEqual({ kind: "excluded", reason: "dollar store" });
    expect(recogniseStore("Dollar General 22867")).toEqual({ kind: "excluded", reason: "dollar store" });
  });

  it("reads the chains' many spellings, and names national chains no price source covers yet", () => {
    expect(recogniseStore("Quality Foods Corp - DBA/ Kuhn's Market 5 5")).toEqual({ kind: "priced", chainSlug: "kuhns-market" });
    expect(recogniseStore("WAL-MART SUPERCENTER #1234")).toEqual({ kind: "priced", chainSlug: "walmart" });
    expect(recogniseStore("North Versailles Save A Lot")).toEqual({ kind: "priced", chainSlug: "save-a-lot" });
    expect(recogniseStore("BJ's Wholesale Club, Inc. 388")).toEqual({ kind: "priced", chainSlug: "bjs-wholesale-club" });
    expect(recogniseStore("SHOP 'N SAVE")).toEqual({ kind: "priced", chainSlug: "shop-n-save" });
    expect(recogniseStore("KROGER #512")).toEqual({ kind: "kroger-family", chainSlug: "kroger" });
    expect(recogniseStore("Hy-Vee Food Store")).toEqual({ kind: "unpriced", chainName: "Hy-Vee" });
    expect(recogniseStore("K & G Supermart")).toEqual({ kind: "unrecognised" });
    expect(recogniseStore("Targeted Foods LLC")).toEqual({ kind: "unrecognised" });
  });

  it("matches whole words of a name in upper case, without apostrophes or punctuation", () => {
    expect(normaliseStoreName("Trader Joe's #624")).toBe(" TRADER JOES 624 ");
    expect(normaliseStoreName("  Aldi!! ")).toBe(" ALDI ");
    expect(normaliseStoreName("Sam’s Club")).toBe(" SAMS CLUB ");
  });
});

// SNAP spellings seen in the retailer file, one per rule, so each rule is shown to be needed.
const PRICED_SPELLINGS: [string, string][] = [
  ["Giant Eagle 4021", "giant-eagle"],
  ["ALDI 12", "aldi"],
  ["Shop n Save 88", "shop-n-save"],
  ["ShopNSave", "shop-n-save"],
  ["Shop and Save Market", "shop-n-save"],
  ["Target T-1234", "target"],
  ["Walmart Supercenter 2281", "walmart"],
  ["Sam's Club 6571", "sams-club"],
  ["Whole Foods Market", "whole-foods-market"],
  ["Gordon Food Service Store 12", "gordon-food-service-store"],
  ["Trader Joe's #624", "trader-joes"],
  ["Costco Wholesale #1234", "costco"],
  ["Fresh Thyme Farmers Market", "fresh-thyme-market"],
  ["Savealot 24", "save-a-lot"],
  ["Foodland 7", "foodland"],
  ["Bob's IGA", "iga"],
  ["The Fresh Market 102", "the-fresh-market"],
];
const EXCLUDED_SPELLINGS: [string, "convenience" | "pharmacy" | "dollar store"][] = [
  ...(["Dollar Tree 1234", "Dollar Plus", "99 Cents Only Stores 12", "Five Below 88"] as const).map(
    (n) => [n, "dollar store"] as [string, "dollar store"],
  ),
  ...(["Walgreens #5678", "Duane Reade 12", "Mt Lebanon Pharmacy", "Smith Drug Co", "Discount Drugs"] as const).map(
    (n) => [n, "pharmacy"] as [string, "pharmacy"],
  ),
  ...(
    [
      "7-11 Food Store",
      "Get Go 3314",
      "Speedway 1234",
      "Circle K 22",
      "Sunoco A Plus",
      "Exxon 4",
      "Mobil 9",
      "BP 1234",
      "Shell 77",
      "Citgo 4",
      "Marathon 12",
      "Gulf 3",
      "Wawa 801",
      "Casey's 2231",
      "QuikTrip 12",
      "QT 55",
      "Kwik Fill",
      "Corner Mini Mart",
      "Penn Minimart",
      "Shaler Food Mart",
      "Gas N Go",
      "Fuel Stop",
      "Convenience Plus",
      "Tobacco Outlet",
      "Smoke Shop",
      "Beer Distributor",
      "Deli Mart",
    ] as const
  ).map((n) => [n, "convenience"] as [string, "convenience"]),
];

describe("every rule", () => {
  it.each(PRICED_SPELLINGS)("reads %s as the priced chain %s", (name, chainSlug) => {
    expect(recogniseStore(name)).toEqual({ kind: "priced", chainSlug });
  });
  it.each(EXCLUDED_SPELLINGS)("skips %s as a %s", (name, reason) => {
    expect(recogniseStore(name)).toEqual({ kind: "excluded", reason });
  });
});

// Kroger-family banners (issue 15 part 5): SNAP spellings, in a state where the banner trades.
const KROGER_SPELLINGS: [name: string, state: string, slug: string][] = [
  ["KROGER #512", "OH", "kroger"],
  ["Ralphs Grocery Co 45", "CA", "ralphs"],
  ["FRED MEYER STORES INC 210", "OR", "fred-meyer"],
  ["King Soopers #39", "CO", "king-soopers"],
  ["SMITH'S FOOD & DRUG CENTERS #4129", "UT", "smiths"],
  ["Fry's Food and Drug #63", "AZ", "frys"],
  ["QFC #849", "WA", "qfc"],
  ["Quality Food Centers 12", "WA", "qfc"],
  ["Harris Teeter 101", "NC", "harris-teeter"],
  ["Mariano's 503", "IL", "marianos"],
  ["Pick 'n Save 6335", "WI", "pick-n-save"],
  ["PICK N SAVE", "WI", "pick-n-save"],
  ["DILLONS #62", "KS", "dillons"],
  ["Food 4 Less #370", "CA", "food-4-less"],
  ["Baker's Supermarket 357", "NE", "bakers"],
  ["City Market #421", "CO", "city-market"],
  ["Gerbes Super Market 4", "MO", "gerbes"],
  ["Jay C Food Store 43", "IN", "jay-c"],
  ["Pay Less Super Markets 12", "IN", "pay-less"],
  ["Metro Market 371", "WI", "metro-market"],
  ["RULER FOODS 2241", "KY", "ruler-foods"],
];

describe("recogniseStore: the Kroger family", () => {
  it.each(KROGER_SPELLINGS)("reads %s (%s) as a Kroger-family store", (name, state, slug) => {
    expect(recogniseStore(name, state)).toEqual({ kind: "kroger-family", chainSlug: slug });
  });

  it("counts names other grocers share only where the Kroger banner trades", () => {
    expect(recogniseStore("City Market #421", "PA")).toEqual({ kind: "unrecognised" });
    expect(recogniseStore("Baker's Supermarket 357", "OH")).toEqual({ kind: "unrecognised" });
    expect(recogniseStore("Food 4 Less #370", "TX")).toEqual({ kind: "unrecognised" });
    expect(recogniseStore("Smith's Country Store", "PA")).toEqual({ kind: "unrecognised" });
    // Kroger itself trades under its own name in many states.
    expect(recogniseStore("Kroger 940", "GA")).toEqual({ kind: "kroger-family", chainSlug: "kroger" });
  });

  it("still skips their fuel centres and real pharmacies, and keeps Shop 'n Save apart from Pick 'n Save", () => {
    expect(recogniseStore("KROGER FUEL CENTER 512", "OH")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("Smith Drug Co", "UT")).toEqual({ kind: "excluded", reason: "pharmacy" });
    expect(recogniseStore("SHOP 'N SAVE", "WI")).toEqual({ kind: "priced", chainSlug: "shop-n-save" });
  });
});
