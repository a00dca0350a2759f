/**
 * The Kroger family of banners (issue 15 part 5, decision 019): stores Kroger's public API lists under
 * /v1/locations and prices under /v1/products. Each banner is its own chain (shoppers know "Ralphs", not
 * "Kroger"); the store import creates the chain the first time it meets one of its stores. These chains
 * have no estimate: their stores are priced only by the Kroger API once linked, and show no price before.
 *
 * `words` are matched against a SNAP name normalised as in chain-recognition.ts (upper case, apostrophes
 * dropped, punctuation to spaces). Names that other grocers also use ("City Market", "Baker's",
 * "Food 4 Less") count only in the states where the Kroger banner trades.
 */
export type KrogerBanner = {
  slug: string;
  name: string;
  words: readonly string[];
  /** Two-letter states where the banner trades; absent: anywhere. */
  states?: readonly string[];
  logo: string;
  color: string;
  websiteUrl: string;
  isBudget: boolean;
};

const banner = (
  slug: string,
  name: string,
  words: readonly string[],
  domain: string,
  logo: string,
  color: string,
  states?: readonly string[],
  isBudget = false,
): KrogerBanner => ({
  slug,
  name,
  words,
  logo,
  color,
  websiteUrl: `https://www.${domain}`,
  isBudget,
  ...(states ? { states } : {}),
});

export const KROGER_BANNERS: readonly KrogerBanner[] = [
  banner("kroger", "Kroger", ["KROGER"], "kroger.com", "KR", "#134B97"),
  banner("ralphs", "Ralphs", ["RALPHS"], "ralphs.com", "RA", "#C8102E", ["CA"]),
  banner("fred-meyer", "Fred Meyer", ["FRED MEYER"], "fredmeyer.com", "FM", "#0C5DA5"),
  banner("king-soopers", "King Soopers", ["KING SOOPERS"], "kingsoopers.com", "KS", "#D7282F", ["CO", "WY"]),
  banner("smiths", "Smith's", ["SMITHS"], "smithsfoodanddrug.com", "SM", "#D22630", ["UT", "NV", "ID", "MT", "WY", "NM", "AZ"]),
  banner("frys", "Fry's", ["FRYS"], "frysfood.com", "FR", "#D50032", ["AZ"]),
  banner("qfc", "QFC", ["QFC", "QUALITY FOOD CENTERS"], "qfc.com", "QFC", "#00568E", ["WA", "OR"]),
  banner("harris-teeter", "Harris Teeter", ["HARRIS TEETER"], "harristeeter.com", "HT", "#00704A"),
  banner("marianos", "Mariano's", ["MARIANOS"], "marianos.com", "MA", "#7A1F2B", ["IL"]),
  banner("pick-n-save", "Pick 'n Save", ["PICK N SAVE", "PICK AND SAVE"], "picknsave.com", "PNS", "#D3202A", ["WI"]),
  banner("dillons", "Dillons", ["DILLONS", "DILLON"], "dillons.com", "DI", "#C8102E", ["KS"]),
  banner(
    "food-4-less",
    "Food 4 Less",
    ["FOOD 4 LESS", "FOOD FOR LESS"],
    "food4less.com",
    "F4L",
    "#E31B23",
    ["CA", "IL", "IN"],
    true,
  ),
  banner("bakers", "Baker's", ["BAKERS"], "bakersplus.com", "BK", "#B5121B", ["NE"]),
  banner("city-market", "City Market", ["CITY MARKET"], "citymarket.com", "CM", "#00558C", ["CO", "UT", "WY", "NM"]),
  banner("gerbes", "Gerbes", ["GERBES"], "gerbes.com", "GE", "#C8102E", ["MO"]),
  banner("jay-c", "Jay C", ["JAY C"], "jaycfoods.com", "JC", "#B3121F", ["IN"]),
  banner("pay-less", "Pay-Less", ["PAY LESS"], "pay-less.com", "PL", "#D2232A", ["IN"]),
  banner("metro-market", "Metro Market", ["METRO MARKET"], "metromarket.net", "MM", "#582C83", ["WI"]),
  banner("ruler-foods", "Ruler Foods", ["RULER"], "rulerfoods.com", "RU", "#003DA5", undefined, true),
];

/** Every Kroger-family chain slug: the chains whose stores the Kroger adapter links and prices. */
export const KROGER_FAMILY_SLUGS: readonly string[] = KROGER_BANNERS.map((b) => b.slug);

export function findKrogerBanner(slug: string): KrogerBanner | undefined {
  return KROGER_BANNERS.find((b) => b.slug === slug);
}

/** The Kroger banner a normalised SNAP name (" RALPHS 123 ") in `state` belongs to, if any. */
export function matchKrogerBanner(normalisedName: string, state: string | undefined): KrogerBanner | undefined {
  return KROGER_BANNERS.find(
    (b) =>
      b.words.some((w) => normalisedName.includes(` ${w} `)) &&
      (!b.states || state === undefined || b.states.includes(state.toUpperCase())),
  );
}
