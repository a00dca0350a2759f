import { describe, expect, it } from "vitest";
import { ESTIMATE_SOURCES, isEstimateSource, PRICE_SOURCES } from "./provenance";
import { PRICE_SOURCE_REGISTRY, registryIdFor } from "./source-registry";

const entry = (id: string) => {
  const found = PRICE_SOURCE_REGISTRY.find((info) => info.id === id);
  if (!found) throw new Error(`no registry entry ${id}`);
  return found;
};

const FEDERAL_PUBLIC_DOMAIN = "Public domain in the US (a work of the US federal government, 17 U.S.C. 105)";

describe("PRICE_SOURCE_REGISTRY, as the /prices page lists it", () => {
  it("lists every kind of price, estimates first, with the imports split by provider", () => {
    expect(PRICE_SOURCE_REGISTRY.map((info) => info.id)).toEqual([
      "bls",
      "usda-ers",
      "team",
      "open-prices",
      "price-files",
      "shopper-reports",
      "kroger",
    ]);
    expect(new Set(PRICE_SOURCE_REGISTRY.map((info) => info.source))).toEqual(new Set(PRICE_SOURCES));
    expect(PRICE_SOURCE_REGISTRY.filter((info) => info.source === "import").map((info) => info.refPrefix)).toEqual([
      "open-prices",
      "csv",
    ]);
  });

  it("credits the federal averages to their agencies as public-domain works", () => {
    expect(entry("bls")).toMatchObject({
      source: "bls-anchored",
      name: "BLS Average Price Data",
      publisher: "US Bureau of Labor Statistics",
      url: "https://www.bls.gov/cpi/factsheets/average-prices.htm",
      licence: FEDERAL_PUBLIC_DOMAIN,
      licenceUrl: null,
    });
    expect(entry("usda-ers")).toMatchObject({
      source: "ers-anchored",
      name: "Fruit and Vegetable Prices",
      publisher: "USDA Economic Research Service",
      url: "https://www.ers.usda.gov/data-products/fruit-and-vegetable-prices",
      licence: FEDERAL_PUBLIC_DOMAIN,
      licenceUrl: null,
    });
  });

  it("says plainly that estimates are not shelf prices", () => {
    const estimates = PRICE_SOURCE_REGISTRY.filter((info) => isEstimateSource(info.source)).map((info) => info.source);
    expect(estimates).toEqual([...ESTIMATE_SOURCES]);
    expect(entry("bls").covers).toContain("not a Pittsburgh shelf price");
    expect(entry("usda-ers").covers).toContain("used like the BLS averages");
    expect(entry("team")).toMatchObject({
      source: "team-estimate",
      name: "PennyCart team estimates",
      publisher: "PennyCart",
      url: null,
      licence: "Our own judgement of typical national-brand shelf prices; never observed at a store",
      licenceUrl: null,
    });
    expect(entry("team").covers).toContain("adjusted by brand and chain");
  });

  it("credits Open Prices data to its contributors under the ODbL, with a link to the licence", () => {
    expect(entry("open-prices")).toMatchObject({
      source: "import",
      refPrefix: "open-prices",
      name: "Open Prices",
      publisher: "Open Food Facts contributors",
      url: "https://prices.openfoodfacts.org",
      licence: "Open Database License (ODbL) 1.0",
      licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    });
    expect(entry("open-prices").covers).toContain("matched to our items by barcode");
  });

  it("names who provides price files, shopper reports and the Kroger API, and on what terms", () => {
    expect(entry("price-files")).toMatchObject({
      source: "import",
      refPrefix: "csv",
      name: "Imported price files",
      publisher: "Operators of this PennyCart site",
      url: null,
      licence: "As stated by each file's provider",
      licenceUrl: null,
    });
    expect(entry("price-files").covers).toContain("dated by the file");
    expect(entry("shopper-reports")).toMatchObject({
      source: "shopper-report",
      name: "Shopper reports",
      publisher: "Signed-in PennyCart shoppers",
      url: null,
      licence: "Contributed by shoppers for use on PennyCart",
      licenceUrl: null,
    });
    expect(entry("shopper-reports").covers).toContain("waits for review");
    expect(entry("kroger")).toMatchObject({
      source: "store-api",
      name: "Kroger Products API",
      publisher: "The Kroger Co.",
      url: "https://developer.kroger.com",
      licence: "Kroger Developer terms of use",
      licenceUrl: "https://developer.kroger.com/terms",
    });
    expect(entry("kroger").covers).toContain("Kroger-family stores");
  });

  it("describes what every source covers in a sentence", () => {
    for (const info of PRICE_SOURCE_REGISTRY) expect(info.covers).toMatch(/^[A-Z].{20,}\.$/);
  });
});

describe("registryIdFor", () => {
  it("credits each kind of observation to its entry, whatever its reference", () => {
    expect(registryIdFor("bls-anchored", "APU0000709112:2025-08")).toBe("bls");
    expect(registryIdFor("ers-anchored", "")).toBe("usda-ers");
    expect(registryIdFor("team-estimate", "")).toBe("team");
    expect(registryIdFor("shopper-report", "report:42")).toBe("shopper-reports");
    expect(registryIdFor("store-api", "")).toBe("kroger");
    expect(registryIdFor("store-api", "kroger:0001111041700")).toBe("kroger");
  });

  it("credits an imported price to the provider its reference starts with", () => {
    expect(registryIdFor("import", "open-prices:12345")).toBe("open-prices");
    expect(registryIdFor("import", "open-prices:")).toBe("open-prices");
    expect(registryIdFor("import", "csv:giant-eagle-2026-11.csv:3")).toBe("price-files");
    expect(registryIdFor("import", "csv:")).toBe("price-files");
  });

  it("credits no one for an import from an unknown provider, or a reference that only contains a prefix", () => {
    expect(registryIdFor("import", "")).toBeUndefined();
    expect(registryIdFor("import", "flyer:1")).toBeUndefined();
    expect(registryIdFor("import", "open-prices")).toBeUndefined();
    expect(registryIdFor("import", "my-csv:1")).toBeUndefined();
  });
});
