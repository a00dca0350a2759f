import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  CATALOG_FAMILIES_DIR,
  CATALOG_FILES,
  CATALOG_ITEMS_DIR,
  FAMILY_FILES,
  LISTED_ITEMS,
  readCatalogFiles,
} from "./catalog-files";
import { CatalogFileError } from "./csv-table";
import { readReferencePrices } from "./reference-prices";

const HEADER = "name,brand,size,size_unit,tier,reference,base_cents";

/** Reads one item file with the given lines, as the seed would. */
function read(...lines: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "catalog-files-"));
  writeFileSync(join(dir, "test.csv"), lines.join("\n") + "\n");
  return readCatalogFiles(dir, [["test.csv", "Pantry"]]);
}

const refused = (message: RegExp, ...lines: string[]) => expect(() => read(...lines)).toThrow(message);

describe("catalog item files", () => {
  it("lists every file of the items folder, each once", () => {
    const listed = CATALOG_FILES.map(([file]) => file).sort();
    expect(readdirSync(CATALOG_ITEMS_DIR).sort()).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("read a row into an item: key, group, unit and anchor derived as the seed keys them", () => {
    const [listed] = read(
      "# comments and blank lines are skipped",
      "",
      `${HEADER},unit_label,group`,
      '"Cola, cans",Coca-Cola,144,fl oz,national,bls-soft-drinks-cans,,"12 pk, 12 fl oz cans",Cola',
    );
    expect(listed!.item).toEqual({
      key: "cola-cans-coca-cola-12-pk-12-fl-oz-cans",
      name: "Cola, cans",
      brand: "Coca-Cola",
      productGroup: "cola",
      anyBrandByDefault: false,
      category: "Pantry",
      unit: "12 pk, 12 fl oz cans",
      size: 144,
      sizeUnit: "fl oz",
      brandTier: "national",
      referenceKey: "bls-soft-drinks-cans",
    });
    const [store] = read(HEADER, "Spaghetti,Store Brand,16.3,oz,store,,129");
    expect(store!.item).toMatchObject({ key: "spaghetti-store-brand-16-3-oz", size: 16.3, unit: "16.3 oz", baseCents: 129 });
    expect(store!.item.anyBrandByDefault).toBe(true);
  });

  it("size a paper pack by its sheets and keep its shelf label", () => {
    const [towels] = read(
      `${HEADER},unit_label,pack_units,sheets_per_unit,sheet_width_in,sheet_length_in`,
      "Paper Towels,Bounty,,sq ft,national,,1199,6 double rolls,6,98,11,5.9",
    );
    expect(towels!.item).toMatchObject({ size: 265, sizeUnit: "sq ft", unit: "6 double rolls" });
  });

  it("keep a barcode with its source and a premium brand's shelf price", () => {
    const [jif, arthur] = read(
      `${HEADER},premium_shelf_cents,gtin,gtin_source`,
      "Creamy Peanut Butter,Jif,16,oz,national,,349,,051500255162,FDA recall notice",
      "All-Purpose Flour,King Arthur,5,lb,premium,bls-flour,,629,,",
    );
    expect(jif!.gtin).toEqual({ gtin: "051500255162", source: "FDA recall notice" });
    expect(arthur!.premiumShelfCents).toBe(629);
  });

  it("refuse a malformed file, naming its line", () => {
    expect(() => read("", "# nothing")).toThrow(CatalogFileError);
    refused(/test\.csv, line 1: unknown column "colour"/, `${HEADER},colour`, "Salt,Morton,26,oz,national,,129,white");
    refused(/test\.csv, line 1: missing column "tier"/, "name,brand,size,size_unit,reference,base_cents");
    refused(/line 3: 6 fields where the header names 7/, HEADER, "Salt,Morton,26,oz,national,,129", "Salt,Morton,26,oz,,129");
    refused(/line 2: size: expected a positive number/, HEADER, "Salt,Morton,26 oz,oz,national,,129");
    refused(/line 2: size_unit/, HEADER, "Salt,Morton,26,ounces,national,,129");
    refused(/line 2: tier/, HEADER, "Salt,Morton,26,oz,generic,,129");
    refused(/line 2: reference: no such reference price/, HEADER, "Salt,Morton,26,oz,national,bls-salt,");
    refused(/line 2: base_cents: expected a whole number/, HEADER, "Salt,Morton,26,oz,national,,1.29");
    refused(/line 2: give a reference or base_cents, not both/, HEADER, "Flour,Gold Medal,5,lb,national,bls-flour,299");
    refused(/line 2: name: expected text/, HEADER, ",Morton,26,oz,national,,129");
    refused(
      /line 2: gtin: not a valid GTIN/,
      `${HEADER},gtin,gtin_source`,
      "Salt,Morton,26,oz,national,,129,051500255163,a recall",
    );
    refused(
      /line 2: a gtin needs its gtin_source/,
      `${HEADER},gtin,gtin_source`,
      "Salt,Morton,26,oz,national,,129,051500255162,",
    );
    refused(/line 2: give all of pack_units/, `${HEADER},pack_units`, "Napkins,Vanity Fair,,sq ft,national,,499,1");
    refused(
      /line 2: premium_shelf_cents is for premium brands/,
      `${HEADER},premium_shelf_cents`,
      "Salt,Morton,26,oz,national,,129,199",
    );
    refused(
      /line 3: the same item as test\.csv, line 2/,
      HEADER,
      "Salt,Morton,26,oz,national,,129",
      "Salt,Morton,26,oz,store,,99",
    );
    refused(/line 2: a field spans lines/, HEADER, 'Salt,Morton,26,oz,national,,"12', '9"');
  });

  it("are the seed's whole catalog: every row of every item file is one listed item, then the families' items", () => {
    const rows = CATALOG_FILES.flatMap(([file]) =>
      readFileSync(join(CATALOG_ITEMS_DIR, file), "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("#"))
        .slice(1),
    );
    const families = readCatalogFiles(CATALOG_ITEMS_DIR, [], { dir: CATALOG_FAMILIES_DIR, files: FAMILY_FILES });
    expect(LISTED_ITEMS.length).toBe(rows.length + families.length);
    expect(LISTED_ITEMS.slice(rows.length)).toEqual(families);
  });

  it("list every file of the families folder, each once", () => {
    const listed = FAMILY_FILES.map(([file]) => file).sort();
    expect(readdirSync(CATALOG_FAMILIES_DIR).sort()).toEqual(listed);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe("catalog family files (issue 31)", () => {
  const FAMILY_HEADER = "name,variants,brand,tier,size_unit,sizes,reference,base_cents,unit_labels,group";
  const family = (...lines: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), "catalog-families-"));
    writeFileSync(join(dir, "test.csv"), lines.join("\n") + "\n");
    return readCatalogFiles(dir, [], { dir, files: [["test.csv", "Pet"]] });
  };

  it("expand a row into each variant in each size, priced per size, in the order written", () => {
    const items = family(
      FAMILY_HEADER,
      '{variant} Cat Treats,Tuna|Salmon,Temptations,national,oz,3|6.3,,249|449,"3 oz pouch|6.3 oz tub",',
    ).map((listed) => listed.item);
    expect(items.map((i) => [i.name, i.unit, i.size, i.baseCents, i.productGroup, i.category])).toEqual([
      ["Tuna Cat Treats", "3 oz pouch", 3, 249, "tuna-cat-treats", "Pet"],
      ["Tuna Cat Treats", "6.3 oz tub", 6.3, 449, "tuna-cat-treats", "Pet"],
      ["Salmon Cat Treats", "3 oz pouch", 3, 249, "salmon-cat-treats", "Pet"],
      ["Salmon Cat Treats", "6.3 oz tub", 6.3, 449, "salmon-cat-treats", "Pet"],
    ]);
    const [beer] = family(FAMILY_HEADER, "Light Beer,,Bud Light,national,fl oz,72,bls-beer,,,");
    expect(beer!.item).toMatchObject({ name: "Light Beer", unit: "72 fl oz", referenceKey: "bls-beer" });
    expect(beer!.item.baseCents).toBeUndefined();
  });

  it.each([
    ["a {variant} without variants", "{variant} Treats,,Brand,national,oz,3,,249,,", /needs its variants/],
    ["variants without a {variant}", "Treats,Tuna,Brand,national,oz,3,,249,,", /needs its variants/],
    ["a variant listed twice", "{variant} Treats,Tuna|Tuna,Brand,national,oz,3,,249,,", /listed twice/],
    ["fewer prices than sizes", "Treats,,Brand,national,oz,3|6,,249,,", /one price per size/],
    ["fewer labels than sizes", "Treats,,Brand,national,oz,3|6,,249|449,one,", /one label per size/],
    ["an empty part", "Treats,,Brand,national,oz,3||6,,249|1|449,,", /empty part/],
    ["a size that is no number", "Treats,,Brand,national,oz,3|six,,249|449,,", /size: expected a positive number/],
    ["a reference and prices", "Light Beer,,Bud Light,national,fl oz,72,bls-beer,999,,", /reference or base_cents, not both/],
    ["an unknown tier", "Treats,,Brand,cheap,oz,3,,249,,", /tier: expected one of/],
  ])("refuse %s, naming the file and line", (_, row, message) => {
    expect(() => family(FAMILY_HEADER, row)).toThrow(message);
    expect(() => family(FAMILY_HEADER, row)).toThrow(/test\.csv, line 2/);
  });

  it("refuse two rows that give one item, naming both lines", () => {
    expect(() =>
      family(FAMILY_HEADER, "Treats,,Brand,national,oz,3,,249,,", "Treats,,Brand,national,oz,3|6,,249|449,,"),
    ).toThrow(/families\/test\.csv, line 3: the same item as families\/test\.csv, line 2/);
  });
});

describe("the reference-price file", () => {
  const HEAD =
    "key,source,series_id,item,form,original_unit,original_price_usd,period,base_unit,base_units_per_original_unit,cents_per_base_unit";
  const readRefs = (...rows: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), "reference-prices-"));
    writeFileSync(join(dir, "reference-prices.csv"), [HEAD, ...rows].join("\n") + "\n");
    return readReferencePrices(join(dir, "reference-prices.csv"));
  };

  it("reads the publisher's figures verbatim, with null for what a source does not have", () => {
    expect(readRefs('bls-eggs,BLS,APU0000708111,"Eggs, grade A, large",,per doz.,3.599,2025-08,doz,1,360')).toEqual([
      {
        key: "bls-eggs",
        source: "BLS",
        seriesId: "APU0000708111",
        item: "Eggs, grade A, large",
        form: null,
        originalUnit: "per doz.",
        originalPriceUsd: 3.599,
        period: "2025-08",
        baseUnit: "doz",
        baseUnitsPerOriginalUnit: 1,
        centsPerBaseUnit: 360,
      },
    ]);
  });

  it("refuses a row that is not one, naming its line", () => {
    expect(() => readRefs("bls-eggs,BLS,APU0000708111,Eggs,,per doz.,3.599,August 2025,doz,1,360")).toThrow(
      /reference-prices\.csv, line 2: period: expected YYYY or YYYY-MM/,
    );
    expect(() => readRefs("bls-eggs,BLS,708111,Eggs,,per doz.,3.599,2025-08,doz,1,360")).toThrow(/line 2: series_id/);
    expect(() => readRefs("bls-eggs,BLS,APU0000708111,Eggs,,per doz.,3.599,2025-08,kg,1,360")).toThrow(/line 2: base_unit/);
  });
});
