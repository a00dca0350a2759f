/**
 * Spanish words a US shopper types (src/domain/search/spanish.ts) find what their English words find,
 * on the seed catalog, through the one search rule; the judged queries (judgments.ts) check the issue's
 * list through the API as well.
 */
import { describe, expect, it } from "vitest";
import { searchList, vocabularyOfItems } from "../../src/domain/search/index";
import { SPANISH_WORDS } from "../../src/domain/search/spanish";
import { words } from "../../src/domain/search/text";
import { CATALOG_ITEMS } from "../../src/server/db/seed/data/catalog";

const vocabulary = vocabularyOfItems(CATALOG_ITEMS);
const search = (query: string) => searchList(query, CATALOG_ITEMS, 48, vocabulary).map((item) => `${item.name} (${item.brand})`);

describe("Spanish words", () => {
  it("are spelt as search reads them (lower case, no accents), each once, each with English words", () => {
    const spellings = SPANISH_WORDS.map((entry) => entry.es);
    for (const entry of SPANISH_WORDS) {
      expect(words(entry.es).join(" "), entry.es).toBe(entry.es);
      expect(words(entry.en).length, entry.es).toBeGreaterThan(0);
    }
    expect(spellings.filter((es, i) => spellings.indexOf(es) !== i)).toEqual([]);
  });

  it("find the same items as their English words, except single words English typing reaches first", () => {
    const differ = SPANISH_WORDS.filter((entry) => JSON.stringify(search(entry.es)) !== JSON.stringify(search(entry.en)));
    // Each of these begins a catalog word ("sal" salad and salsa, "cloro" Clorox): English first.
    expect(differ.map((entry) => entry.es)).toEqual(["papa", "chile", "chiles", "sal", "dulces", "cloro"]);
    expect(differ.every((entry) => entry.always !== true && !entry.es.includes(" "))).toBe(true);
  });

  it.each([
    ["leche", "Whole Milk"],
    ["huevos", "Large Eggs"],
    ["pollo", "Boneless Skinless Chicken Breasts"],
    ["carne molida", "Ground Beef 80/20"],
    ["arroz", "Long Grain White Rice"],
    ["frijoles", "Baked Beans"],
    ["queso", "Cheddar Cheese"],
    ["aguacate", "Hass Avocados"],
    ["plátano", "Bananas"],
    ["tortillas", "Corn Tortillas"],
    ["jamón", "Boneless Ham"],
    ["azúcar", "Granulated Sugar"],
    ["papel higiénico", "Toilet Paper"],
    ["pañales", "Diapers Size 3"],
    ["jugo de naranja", "Orange Juice"],
    ["pechuga de pollo", "Boneless Skinless Chicken Breasts"],
    ["Leche Entera", "Whole Milk"],
  ])('"%s" finds %s first, with or without its accents', (query, name) => {
    expect(search(query)[0]).toMatch(new RegExp(`^${name} \\(`));
    expect(search(query)).toEqual(search(query.normalize("NFD").replace(/[\u0300-\u036f]/g, "")));
  });

  it("leave English queries that share a word alone (salsa, cloro for Clorox, pancake)", () => {
    expect(search("salsa")[0]).toMatch(/^Chunky Salsa/);
    expect(search("cloro")[0]).toMatch(/\(Clorox\)$/);
    expect(search("pancake")[0]).toMatch(/^Pancake Mix/);
  });
});
