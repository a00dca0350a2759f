import { describe, expect, it } from "vitest";
import { planSearch, vocabularyOfItems } from "./plan";
import { canWiden, searchList, type SearchableItem } from "./rank";

const item = (name: string, brand = "Store Brand", category = "Grocery"): SearchableItem => ({ name, brand, category });
/** The names (and brands) a search of these items answers, best first. */
const ranked = (query: string, items: SearchableItem[], limit = 10) =>
  searchList(query, items, limit).map((i) => (i.brand === "Store Brand" ? i.name : `${i.name} (${i.brand})`));

describe("which word of a name a query word matches", () => {
  it("matches a word typed without the hyphen of a name ('qtips' is Q-Tips), as the name's words", () => {
    const items = [item("Cotton Qtips"), item("Q-Tips")];
    // Q-Tips is exactly what was typed; Cotton Qtips is a kind of them.
    expect(ranked("qtips", items)).toEqual(["Q-Tips", "Cotton Qtips"]);
  });

  it("takes a name's word typed whole over a longer word it begins", () => {
    // "cream" is the second word: the cream cheese has the word, the creamer only begins with it.
    expect(ranked("cream", [item("Coffee Creamer"), item("Creamy Cream Cheese")])).toEqual([
      "Creamy Cream Cheese",
      "Coffee Creamer",
    ]);
    expect(ranked("butter", [item("Buttery Spread"), item("Butter Buttermilk Biscuits")])).toEqual([
      "Butter Buttermilk Biscuits",
      "Buttery Spread",
    ]);
  });

  it("takes a name's word as typed over its singular", () => {
    // The soup has "Tomatoes" as typed (after its singular), the diced ones too: by name then.
    const items = [item("Tomatoes Diced Canned"), item("Tomato Soup with Tomatoes")];
    expect(ranked("tomatoes", items)).toEqual(["Tomato Soup with Tomatoes", "Tomatoes Diced Canned"]);
  });

  it("allows a typed plural's singular of seven letters one letter off ('aavcados' is no Avocado Oil)", () => {
    expect(ranked("aavcados", [item("Avocado Oil"), item("Hass Avocados")])).toEqual(["Hass Avocados"]);
  });

  it("matches a one-letter word only as that letter", () => {
    expect(ranked("vitamin c", [item("Vitamin Chewables"), item("Vitamin C")])).toEqual(["Vitamin C"]);
  });
});

describe("the plain product", () => {
  it("is not less plain for a size or a stopword in its name", () => {
    expect(ranked("ground beef", [item("Lean Ground Beef"), item("80/20 Ground Beef")])).toEqual([
      "80/20 Ground Beef",
      "Lean Ground Beef",
    ]);
    expect(ranked("macaroni cheese", [item("Baked Macaroni Cheese"), item("Macaroni and Cheese")])).toEqual([
      "Macaroni and Cheese",
      "Baked Macaroni Cheese",
    ]);
  });

  it("is less plain for a word with digits in its name ('Cherry 7UP' is no cherry)", () => {
    expect(ranked("cherry", [item("Cherry 7UP", "7UP", "Soda"), item("Bing Cherries")])).toEqual([
      "Bing Cherries",
      "Cherry 7UP (7UP)",
    ]);
    expect(ranked("vitamin", [item("Vitamin B12"), item("Gummy Vitamin")])).toEqual(["Gummy Vitamin", "Vitamin B12"]);
  });

  it.each(["large", "plain", "original", "classic", "regular", "fresh", "pure"])(
    "is the product with only '%s' besides the query's words",
    (modifier) => {
      const plainOne = `${modifier[0]!.toUpperCase()}${modifier.slice(1)} Yogurt`;
      expect(ranked("yogurt", [item("Apricot Yogurt"), item(plainOne)])).toEqual([plainOne, "Apricot Yogurt"]);
    },
  );

  it("is named before a comma ('Raw Shrimp, Peeled' is shrimp)", () => {
    expect(ranked("shrimp", [item("Shrimp Cocktail"), item("Raw Shrimp, Peeled")])).toEqual([
      "Raw Shrimp, Peeled",
      "Shrimp Cocktail",
    ]);
  });

  it("is never one matched by its brand alone: a brand's products by name", () => {
    const items = [item("Original", "Ritz", "Crackers"), item("Cheddar", "Ritz", "Crackers")];
    expect(ranked("ritz", items)).toEqual(["Cheddar (Ritz)", "Original (Ritz)"]);
  });
});

describe("the order of the tiers", () => {
  it("puts a name beginning with the word before a brand that has it", () => {
    const items = [item("Butter", "Land O Lakes", "Dairy"), item("Landjaeger Sausage", "Old Wisconsin", "Meat")];
    expect(ranked("land", items)).toEqual(["Landjaeger Sausage (Old Wisconsin)", "Butter (Land O Lakes)"]);
  });

  it("puts a brand that has the word, or begins with it, before a category that does", () => {
    const items = [item("Butter", "Land O Lakes", "Dairy"), item("Yogurt", "Dairy Pure", "Yogurt")];
    expect(ranked("dairy", items)).toEqual(["Yogurt (Dairy Pure)", "Butter (Land O Lakes)"]);
    expect(ranked("dair", items)).toEqual(["Yogurt (Dairy Pure)", "Butter (Land O Lakes)"]);
  });

  it("puts the items with every word in the name before those with some in the brand, and those before the category", () => {
    const items = [item("Catalina", "Kraft", "Dressing"), item("Dressing", "Kraft"), item("Kraft Ranch Dressing", "Kraft")];
    expect(ranked("kraft dressing", items)).toEqual(["Kraft Ranch Dressing (Kraft)", "Dressing (Kraft)", "Catalina (Kraft)"]);
  });

  it("reads the words of a brand as well as those of the name", () => {
    const items = [item("Croutons", "Kraft Dressing Co"), item("Ranch Dressing", "Kraft")];
    expect(ranked("kraft dressing", items)).toEqual(["Ranch Dressing (Kraft)", "Croutons (Kraft Dressing Co)"]);
  });

  it("puts a typo of the name before one of the brand, and that before one of the category", () => {
    const items = [
      item("Brie", "President", "Cheese"),
      item("Crackers", "Cheese Nips", "Snacks"),
      item("Swiss Cheese Slices", "Sargento", "Deli"),
    ];
    expect(ranked("chese", items)).toEqual(["Swiss Cheese Slices (Sargento)", "Crackers (Cheese Nips)", "Brie (President)"]);
  });
});

describe("the order within a tier", () => {
  it("puts a word as typed before its plural or singular, then goes by name", () => {
    const items = [item("Red Pepper"), item("Bell Peppers"), item("Banana Pepper")];
    expect(ranked("peppers", items)).toEqual(["Bell Peppers", "Banana Pepper", "Red Pepper"]);
  });

  it("orders typos of the same distance by name", () => {
    expect(ranked("peper", [item("Red Pepper"), item("Banana Pepper")])).toEqual(["Banana Pepper", "Red Pepper"]);
  });

  it("puts an item with the word in more of its name, brand and category before one with it in fewer", () => {
    const items = [item("Pure Honey", "Honey Farms", "Honey"), item("Honey", "Sue Bee", "Pantry")];
    expect(ranked("honey", items)).toEqual(["Honey (Sue Bee)", "Pure Honey (Honey Farms)"]);
  });

  it("counts a typo once, whether the name alone or the name and the brand have it", () => {
    const items = [item("Wheat Bread", "Bread Co"), item("Wheat Bread", "Acme")];
    expect(ranked("bred", items)).toEqual(["Wheat Bread (Acme)", "Wheat Bread (Bread Co)"]);
  });

  it("orders items of the same name by brand", () => {
    expect(ranked("cola", [item("Cola", "Pepsi"), item("Cola", "Coca-Cola")])).toEqual(["Cola (Coca-Cola)", "Cola (Pepsi)"]);
  });

  it("answers at most the limit", () => {
    expect(ranked("pepper", [item("Red Pepper"), item("Banana Pepper")], 1)).toEqual(["Banana Pepper"]);
  });
});

describe("a query with filler words", () => {
  const items = [
    item("Organic Eggs", "Vital Farms", "Dairy"),
    item("Bananas", "Chiquita", "Produce"),
    item("Spring Water Gallon", "Crystal Geyser", "Beverages"),
    item("Honey Nut Cheerios", "General Mills", "Pantry"),
    item("Baking Soda", "Arm & Hammer", "Pantry"),
    item("Cola", "Coca-Cola", "Beverages"),
  ];
  const vocabulary = vocabularyOfItems(items);
  const search = (query: string) => ranked(query, items);

  it("finds the items without the filler word when none has it, never one without another word", () => {
    expect(search("organic bananas")).toEqual(["Bananas (Chiquita)"]);
  });

  it("finds the items with any of its words when all are filler and none has them all", () => {
    expect(search("organic gallon")).toEqual(["Spring Water Gallon (Crystal Geyser)", "Organic Eggs (Vital Farms)"]);
  });

  it("finds only the products an alias means when a word is known to aliases alone", () => {
    expect(search("organic cereal")).toEqual(["Honey Nut Cheerios (General Mills)"]);
  });

  it("puts the products an alias means first, then the items with the word", () => {
    expect(search("organic soda")).toEqual(["Cola (Coca-Cola)", "Baking Soda (Arm & Hammer)"]);
  });

  it("falls back without the filler words only when the query has some and no unknown word", () => {
    const widens = (query: string) => canWiden(planSearch(query, vocabulary));
    expect(widens("organic bananas")).toBe(true);
    expect(widens("bananas")).toBe(false);
    expect(widens("organic formula")).toBe(false);
  });
});
