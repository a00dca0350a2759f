import type { ChainAssortment } from "../../../../domain/catalog/assortment";
import type { ChainSlug } from "./chains";

export type ChainAssortmentSeed = ChainAssortment & {
  /**
   * The name the chain's own label goes by, shown for the catalog's generic "Store Brand" items at
   * its stores ("Good & Gather Whole Milk 1 gal" at Target); null where we know of none.
   */
  ownLabel: string | null;
};

const fullLine = (ownLabel: string | null, ownBrands: readonly string[] = []): ChainAssortmentSeed => ({
  format: "full-line",
  ownBrands,
  nationalBrands: [],
  ownLabel,
});

/**
 * What each chain sells (the rule: src/domain/catalog/assortment.ts; the basis for each chain:
 * docs/data.md, "Assortments"). These are the team's reading of each chain's public assortment model,
 * not a product list from the chains.
 */
export const CHAIN_ASSORTMENTS: Readonly<Record<ChainSlug, ChainAssortmentSeed>> = {
  "giant-eagle": fullLine("Giant Eagle", ["Giant Eagle"]),
  aldi: {
    format: "limited",
    ownBrands: ["Happy Farms", "Friendly Farms"],
    // A few national brands sit among Aldi's own labels: sodas, energy drinks, Irish butter, branded fresh produce.
    nationalBrands: ["Coca-Cola", "Diet Coke", "Sprite", "Pepsi", "Red Bull", "Kerrygold", "Dole", "Driscoll's", "Sunkist"],
    ownLabel: "Aldi",
  },
  "shop-n-save": fullLine("Our Family"),
  target: fullLine("Good & Gather", ["Good & Gather"]),
  walmart: fullLine("Great Value", ["Great Value", "Equate", "Parent's Choice"]),
  "kuhns-market": fullLine(null),
  "sams-club": { format: "club", ownBrands: [], nationalBrands: [], ownLabel: "Member's Mark" },
  "whole-foods-market": fullLine("365 by Whole Foods Market"),
  "gordon-food-service-store": fullLine(null),
  // Nearly everything under the Trader Joe's label; we list no national brand we could name with confidence.
  "trader-joes": { format: "limited", ownBrands: ["Trader Joe's"], nationalBrands: [], ownLabel: "Trader Joe's" },
  "bjs-wholesale-club": { format: "club", ownBrands: [], nationalBrands: [], ownLabel: "Wellsley Farms" },
  costco: { format: "club", ownBrands: ["Kirkland Signature"], nationalBrands: [], ownLabel: "Kirkland Signature" },
  "fresh-thyme-market": fullLine("Fresh Thyme"),
  "save-a-lot": {
    format: "limited",
    ownBrands: [],
    // More national brands than Aldi, still a short list of everyday names.
    nationalBrands: [
      "Coca-Cola",
      "Diet Coke",
      "Sprite",
      "Pepsi",
      "7UP",
      "Canada Dry",
      "Tyson",
      "Oscar Mayer",
      "Jimmy Dean",
      "Ball Park",
      "Kraft",
      "Campbell's",
      "Maruchan",
      "Folgers",
      "Tide",
    ],
    ownLabel: "Save-A-Lot",
  },
  foodland: fullLine(null),
  iga: fullLine("IGA"),
  "the-fresh-market": fullLine("The Fresh Market"),
};

/** Every chain's own labels: an item of one of these brands is sold only by its chain. */
export const RETAILER_BRANDS: ReadonlySet<string> = new Set(Object.values(CHAIN_ASSORTMENTS).flatMap((a) => a.ownBrands));
