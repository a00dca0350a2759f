/**
 * How receipts spell things (issue 32): the words registers shorten, the codes chains print for their own
 * labels, and the names chains print at the top. A register's abbreviation usually keeps a word's first
 * letter and its consonants ("SKNLS", "BRST", "TWL") or cuts it short ("CHOC", "ORIG"); the matcher tries
 * those rules on every word, and this list holds the shortenings the rules cannot guess ("GAL", "OJ", "EVOO").
 */

/** Shortenings no rule derives, each to the word(s) it stands for. */
export const RECEIPT_WORDS: Readonly<Record<string, string>> = {
  OJ: "orange juice",
  EVOO: "extra virgin olive oil",
  PB: "peanut butter",
  GAL: "gallon",
  HG: "half gallon",
  DZ: "dozen",
  DOZ: "dozen",
  LG: "large",
  XL: "extra large",
  SM: "small",
  MED: "medium",
  RF: "reduced fat",
  FF: "fat free",
  LF: "low fat",
  WW: "whole wheat",
  WHL: "whole",
  HNY: "honey",
  CKN: "chicken",
  CHX: "chicken",
  BF: "beef",
  GRND: "ground",
  GRD: "ground",
  TRKY: "turkey",
  TKY: "turkey",
  POT: "potatoes",
  TOM: "tomatoes",
  BAN: "bananas",
  APL: "apples",
  STRWB: "strawberries",
  BLUEB: "blueberries",
  VEG: "vegetables",
  BRKFST: "breakfast",
  CRM: "cream",
  CHS: "cheese",
  SHRD: "shredded",
  MOZZ: "mozzarella",
  CHED: "cheddar",
  YOG: "yogurt",
  YGT: "yogurt",
  ORG: "organic",
  NAT: "natural",
  ORIG: "original",
  CHOC: "chocolate",
  VAN: "vanilla",
  STRW: "strawberry",
  PNT: "peanut",
  BTR: "butter",
  SW: "sweet",
  UNSW: "unsweetened",
  BTL: "bottle",
  PK: "pack",
  CT: "count",
  RL: "rolls",
  RLS: "rolls",
  DBL: "double",
  TP: "toilet paper",
  BATH: "bath tissue",
  DET: "detergent",
  LIQ: "liquid",
  DISH: "dish",
  SPAG: "spaghetti",
  MAC: "macaroni",
  TORT: "tortillas",
  ICE: "ice",
  FRZ: "frozen",
  FZN: "frozen",
  CAN: "canned",
  SPRKL: "sparkling",
  WTR: "water",
  SDA: "soda",
  "2%": "2% reduced fat",
  "1%": "1% low fat",
};

/**
 * What each chain prints for its own labels (and the chain's name as receipts head it). The label names
 * the brand an own-label line is matched against: "GV" is Great Value at Walmart, "KS" Kirkland Signature
 * at Costco. Keys are chain slugs (src/server/db/seed/data/chains.ts); a chain not listed prints full names.
 */
export type ChainReceiptFormat = {
  /** Patterns of the chain's name as printed at the top of its receipts. */
  names: readonly RegExp[];
  /** Codes for its own labels, each to the brand it stands for. */
  brandCodes: Readonly<Record<string, string>>;
};

export const CHAIN_RECEIPT_FORMATS: Readonly<Record<string, ChainReceiptFormat>> = {
  "giant-eagle": { names: [/giant\s*eagle/i], brandCodes: { GE: "Giant Eagle", GNT: "Giant Eagle", MKT: "Market District" } },
  walmart: { names: [/wal\s*[*-]?\s*mart/i, /walmart/i], brandCodes: { GV: "Great Value", EQ: "Equate", EQT: "Equate", PC: "Parent's Choice" } },
  costco: { names: [/costco/i], brandCodes: { KS: "Kirkland Signature", KIRK: "Kirkland Signature" } },
  "sams-club": { names: [/sam'?s\s*club/i], brandCodes: { MM: "Member's Mark" } },
  target: { names: [/target/i], brandCodes: { GG: "Good & Gather", "G&G": "Good & Gather", UP: "up&up" } },
  aldi: { names: [/aldi/i], brandCodes: { HF: "Happy Farms", FF: "Friendly Farms" } },
  "trader-joes": { names: [/trader\s*joe'?s/i], brandCodes: { TJ: "Trader Joe's", TJS: "Trader Joe's" } },
  "whole-foods-market": { names: [/whole\s*foods/i], brandCodes: { "365": "365 by Whole Foods Market", WFM: "365 by Whole Foods Market" } },
  "shop-n-save": { names: [/shop\s*'?n\s*'?\s*save/i], brandCodes: { OF: "Our Family" } },
  "save-a-lot": { names: [/save\s*-?\s*a\s*-?\s*lot/i], brandCodes: {} },
  "fresh-thyme-market": { names: [/fresh\s*thyme/i], brandCodes: { FT: "Fresh Thyme" } },
  "bjs-wholesale-club": { names: [/\bbj'?s\b/i], brandCodes: { WF: "Wellsley Farms", BJS: "Wellsley Farms" } },
  "the-fresh-market": { names: [/the\s*fresh\s*market/i], brandCodes: { TFM: "The Fresh Market" } },
  "kuhns-market": { names: [/kuhn'?s/i], brandCodes: {} },
  "gordon-food-service-store": { names: [/gordon\s*food/i, /\bgfs\b/i], brandCodes: {} },
  foodland: { names: [/foodland/i], brandCodes: {} },
  iga: { names: [/\biga\b/i], brandCodes: {} },
};

/** The chain (slug) whose name heads the receipt: the first header line that names one. */
export function chainNamedIn(header: readonly string[]): string | null {
  for (const line of header) {
    for (const [slug, format] of Object.entries(CHAIN_RECEIPT_FORMATS)) {
      if (format.names.some((pattern) => pattern.test(line))) return slug;
    }
  }
  return null;
}
