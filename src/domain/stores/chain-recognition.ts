/**
 * Which kind of retailer a USDA SNAP store name is (issue 14: the store import). SNAP names are free
 * text ("VERONA GIANT EAGLE", "Walmart Supercenter 2281", "Quality Foods Corp - DBA/ Kuhn's Market 5"),
 * so each rule is a word-bounded pattern tested against the name in upper case with apostrophes
 * dropped and other punctuation turned into spaces. Order matters: exclusions come first ("CVS
 * Pharmacy" inside a Target is a pharmacy), then the priced chains, then the Kroger-family banners that
 * the Kroger API prices, then the national chains that no price source covers yet.
 */

import { matchKrogerBanner } from "./kroger-family";

export type Recognition =
  | { kind: "priced"; chainSlug: string }
  /** A Kroger-family banner (kroger-family.ts): imported, priced only by the Kroger API once linked. */
  | { kind: "kroger-family"; chainSlug: string }
  | { kind: "unpriced"; chainName: string }
  | { kind: "excluded"; reason: "convenience" | "pharmacy" | "dollar store" }
  | { kind: "unrecognised" };

type Rule<T> = { pattern: RegExp; value: T };

/** Normalises a SNAP name for matching: upper case, apostrophes dropped, other punctuation to spaces. */
export function normaliseStoreName(name: string): string {
  return ` ${name
    .toUpperCase()
    .replace(/['’`]/g, "")
    .replace(/[^A-Z0-9&]+/g, " ")
    .trim()} `;
}

const word = (text: string) => new RegExp(` ${text} `);

const EXCLUDED: Rule<"convenience" | "pharmacy" | "dollar store">[] = [
  ...["DOLLAR GENERAL", "FAMILY DOLLAR", "DOLLAR TREE", "DOLLAR PLUS", "99 CENTS ONLY", "FIVE BELOW"].map((n) => ({
    pattern: word(n),
    value: "dollar store" as const,
  })),
  ...["CVS", "WALGREENS", "RITE AID", "DUANE READE", "PHARMACY", "DRUG", "DRUGS"].map((n) => ({
    pattern: word(n),
    value: "pharmacy" as const,
  })),
  ...[
    "7 ELEVEN",
    "7 11",
    "SHEETZ",
    "GETGO",
    "GET GO",
    "SPEEDWAY",
    "CIRCLE K",
    "SUNOCO",
    "EXXON",
    "MOBIL",
    "BP",
    "SHELL",
    "CITGO",
    "MARATHON",
    "GULF",
    "WAWA",
    "CASEYS",
    "QUIKTRIP",
    "QT",
    "KWIK",
    "MINI MART",
    "MINIMART",
    "FOOD MART",
    "GAS",
    "FUEL",
    "CONVENIENCE",
    "TOBACCO",
    "SMOKE",
    "BEER",
    "DELI MART",
  ].map((n) => ({ pattern: word(n), value: "convenience" as const })),
];

/** The chains the catalog prices; slugs as in the seed's chains. */
const PRICED: Rule<string>[] = [
  { pattern: word("GIANT EAGLE"), value: "giant-eagle" },
  { pattern: word("ALDI"), value: "aldi" },
  { pattern: / SHOP ?N ?SAVE | SHOP AND SAVE /, value: "shop-n-save" },
  { pattern: word("TARGET"), value: "target" },
  { pattern: / WAL ?MART /, value: "walmart" },
  { pattern: / KUHN ?S MARKET /, value: "kuhns-market" },
  { pattern: / SAMS CLUB /, value: "sams-club" },
  { pattern: word("WHOLE FOODS"), value: "whole-foods-market" },
  { pattern: word("GORDON FOOD SERVICE"), value: "gordon-food-service-store" },
  { pattern: word("TRADER JOES"), value: "trader-joes" },
  { pattern: / BJS WHOLESALE /, value: "bjs-wholesale-club" },
  { pattern: word("COSTCO"), value: "costco" },
  { pattern: word("FRESH THYME"), value: "fresh-thyme-market" },
  { pattern: / SAVE ?A ?LOT /, value: "save-a-lot" },
  { pattern: word("FOODLAND"), value: "foodland" },
  { pattern: word("IGA"), value: "iga" },
  { pattern: word("THE FRESH MARKET"), value: "the-fresh-market" },
];

/** Large national and regional chains that no price source covers yet: recognised and reported, not imported. */
const UNPRICED: Rule<string>[] = (
  [
    ["SAFEWAY", "Safeway"],
    ["PUBLIX", "Publix"],
    ["ALBERTSONS", "Albertsons"],
    ["MEIJER", "Meijer"],
    ["HEB", "H-E-B"],
    ["H E B", "H-E-B"],
    ["FOOD LION", "Food Lion"],
    ["STOP & SHOP", "Stop & Shop"],
    ["STOP AND SHOP", "Stop & Shop"],
    ["GIANT FOOD", "Giant Food"],
    ["HANNAFORD", "Hannaford"],
    ["WEGMANS", "Wegmans"],
    ["HY VEE", "Hy-Vee"],
    ["WINCO", "WinCo Foods"],
    ["VONS", "Vons"],
    ["JEWEL OSCO", "Jewel-Osco"],
    ["SHOPRITE", "ShopRite"],
    ["WINN DIXIE", "Winn-Dixie"],
    ["SPROUTS", "Sprouts Farmers Market"],
    ["LIDL", "Lidl"],
    ["PIGGLY WIGGLY", "Piggly Wiggly"],
    ["WEIS", "Weis Markets"],
    ["MARKET BASKET", "Market Basket"],
    ["PRICE CHOPPER", "Price Chopper"],
    ["GROCERY OUTLET", "Grocery Outlet"],
    ["BI LO", "BI-LO"],
    ["INGLES", "Ingles"],
  ] as const
).map(([pattern, name]) => ({ pattern: word(pattern), value: name }));

/**
 * What a SNAP store is. `state` (two letters) lets a banner name that other grocers share count only
 * where that banner trades (kroger-family.ts).
 */
export function recogniseStore(name: string, state?: string): Recognition {
  const normal = normaliseStoreName(name);
  // "Smith's Food & Drug" and "Fry's Food and Drug" are grocers with a pharmacy counter, not pharmacies.
  const excluded = EXCLUDED.find((rule) => rule.pattern.test(normal.replace(/ FOOD (?:& |AND )?DRUGS? /g, " FOOD ")));
  if (excluded) return { kind: "excluded", reason: excluded.value };
  const priced = PRICED.find((rule) => rule.pattern.test(normal));
  if (priced) return { kind: "priced", chainSlug: priced.value };
  const kroger = matchKrogerBanner(normal, state);
  if (kroger) return { kind: "kroger-family", chainSlug: kroger.slug };
  const unpriced = UNPRICED.find((rule) => rule.pattern.test(normal));
  if (unpriced) return { kind: "unpriced", chainName: unpriced.value };
  return { kind: "unrecognised" };
}
