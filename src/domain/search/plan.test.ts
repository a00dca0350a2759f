import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS, buildVocabulary, planSearch, vocabularyOfItems } from "./plan";
import { searchList, type SearchableItem } from "./rank";

const item = (name: string, brand = "Store Brand", category = "Grocery"): SearchableItem => ({ name, brand, category });
const CATALOG: SearchableItem[] = [
  item("Coffee Pods", "Green Mountain Coffee", "Beverages"),
  item("Paper Cups"),
  item("Peanut M&M's", "M&M's", "Snacks"),
  item("Sliced Ham", "Hillshire Farm", "Deli"),
  item("Ready-to-Eat Oatmeal", "Quaker", "Pantry"),
  item("Whole Milk", "Turner's", "Dairy"),
  item("Milky Way", "Mars", "Snacks"),
  item("Milk Chocolate Bar", "Hershey's", "Snacks"),
  item("Red Pepper"),
  item("Bell Peppers"),
  item("Bananas"),
  item("Bagels"),
  item("Bologna", "Bar-S", "Deli"),
  item("Root Beer", "A&W", "Beverages"),
  item("Beef Hot Dogs", "Ball Park", "Meat"),
  item("Macaroni and Cheese", "Kraft", "Pantry"),
  item("Honey Nut Cheerios", "General Mills", "Pantry"),
  item("Garlic Bread"),
  item("Atlantic Salmon Fillet", "Store Brand", "Seafood"),
  item("Iodized Salt", "Morton", "Pantry"),
  item("Adhesive Strips", "Band-Aid", "Health"),
  item("French Vanilla Creamer", "International Delight", "Dairy"),
  item("Daylight Bulbs", "GE", "Household"),
  item("Daytime Cold & Flu Relief LiquiCaps", "Vicks", "Health"),
];
const vocabulary = vocabularyOfItems(CATALOG);
const plan = (query: string) => planSearch(query, vocabulary);
const texts = (query: string) => plan(query).words.map((w) => w.text);
const ranked = (query: string) => searchList(query, CATALOG, 10, vocabulary).map((i) => `${i.name} (${i.brand})`);

describe("how a query's words are planned", () => {
  it("plans a one-letter word only when the catalog has it as a word", () => {
    expect(texts("milk b")).toEqual(["milk"]);
    expect(plan("m&ms").words[0]).toEqual({ text: "m", stem: "m", mode: "known", distance: 0, lexemes: ["m"] });
  });

  it("leaves a one-letter word only an alias phrase has to the alias ('k cups' is coffee pods)", () => {
    const kCups = plan("k cups");
    expect(kCups.words.map((w) => w.text)).toEqual(["cups"]);
    expect(kCups.aliasOnly).toBe(true);
    expect(kCups.aliases.map((a) => [a.name, [...a.covers]])).toEqual([["coffee pods", [0]]]);
  });

  it("plans a word typed twice once", () => {
    expect(texts("bananas bananas")).toEqual(["bananas"]);
    expect(texts("bananas and bananas")).toEqual(["bananas"]);
  });

  it("reads a query of stopwords only as its words", () => {
    expect(ranked("and")).toEqual(["Macaroni and Cheese (Kraft)"]);
  });

  it(`reads at most ${MAX_QUERY_WORDS} words`, () => {
    const long = plan("whole milk red pepper root beer garlic bread formula");
    expect(long.words).toHaveLength(MAX_QUERY_WORDS);
    expect(long.unknown).toEqual([]);
  });

  it("asks the full-text index for the catalog words a word is the singular or plural of, not those it begins", () => {
    expect(plan("peppers").words[0]!.lexemes).toEqual(["pepper"]);
    expect(plan("milk").words[0]!.lexemes).toEqual([]);
  });
});

describe("typos", () => {
  it("never makes a two-letter catalog word a typo's target ('too' is not 'to')", () => {
    expect(ranked("too")).toEqual([]);
  });

  it("makes a three-letter catalog word one ('hamm' is ham)", () => {
    expect(ranked("hamm")).toEqual(["Sliced Ham (Hillshire Farm)"]);
  });

  it("stands for the closest catalog words only ('deelight' is delight, not daylight)", () => {
    expect(ranked("deelight")).toEqual(["French Vanilla Creamer (International Delight)"]);
    expect(plan("deelight").words[0]!.lexemes).toEqual(["delight"]);
  });

  it("stands for at most eight look-alikes", () => {
    const nine = buildVocabulary([..."abcdefghi"].map((letter) => `pasta${letter}`));
    expect(planSearch("pastaz", nine).words[0]!.lexemes).toHaveLength(8);
  });

  it("allows a singular of seven letters one letter off, even when its plural has eight", () => {
    const avocados = buildVocabulary(["avocado", "avocados"]);
    expect(planSearch("aavcados", avocados).words[0]!.lexemes).toEqual(["avocados"]);
  });

  it("reads a word doubling a last letter as a typo, not as a word and a letter ('bagelss' is no 'bagels s')", () => {
    expect(texts("bagelss")).toEqual(["bagelss"]);
    expect(plan("bagelss").words[0]!.mode).toBe("typo");
  });
});

describe("words typed together", () => {
  it("splits a word into two catalog words of three letters or more ('hotdog')", () => {
    expect(ranked("hotdog")).toEqual(["Beef Hot Dogs (Ball Park)"]);
  });

  it("splits off a plural whose singular is a catalog word ('bandaids')", () => {
    expect(ranked("bandaids")).toEqual(["Adhesive Strips (Band-Aid)"]);
  });
});

describe("compounds", () => {
  it("names a compound whose words are typed, or typed with a typo ('roott beer' is Root Beer)", () => {
    expect([...plan("root beer").compounds]).toEqual([0]);
    expect([...plan("bananas").compounds]).toEqual([]);
    expect(ranked("roott beer")).toEqual(["Root Beer (A&W)"]);
  });

  it("never names a compound for a typo far from its words ('mlik' is no Milk Chocolate, 'dog beeff' no hot dogs)", () => {
    expect(ranked("mlik")).toEqual(["Whole Milk (Turner's)"]);
    expect(ranked("dog beeff")).toEqual([]);
  });
});

describe("aliases", () => {
  it("reads an alias phrase without its stopwords ('cold and flu')", () => {
    expect(plan("cold and flu").aliases.map((a) => a.name)).toEqual([
      "daytime cold & flu relief liquicaps",
      "nighttime cold & flu relief liquicaps",
    ]);
  });

  it("reaches an alias by the beginning of its word when the catalog has no such word ('cere' is cereal)", () => {
    expect(ranked("cere")).toEqual(["Honey Nut Cheerios (General Mills)"]);
  });

  it("lists each product an alias means once, in the alias's order", () => {
    expect(plan("apples").aliases.map((a) => [a.name, a.order])).toEqual([
      ["gala apples", 0],
      ["honeycrisp apples", 1],
      ["granny smith apples", 2],
    ]);
  });

  it("gives no word to two phrases: the longer phrase wins ('diet coke' is not also 'coke')", () => {
    expect(plan("diet coke").aliases.map((a) => [a.name, a.brand])).toEqual([["diet cola", "diet coke"]]);
    // Of two equally long phrases that share a word, the first in the query.
    const colas = vocabularyOfItems([item("Diet Cola", "Diet Coke"), item("Coke Zero", "Coca-Cola")]);
    const dietCokeZero = planSearch("diet coke zero", colas);
    expect(dietCokeZero.aliases.map((a) => [a.name, [...a.covers]])).toEqual([["diet cola", [0, 1]]]);
    expect(plan("club soda pop").aliases.map((a) => a.name)).toEqual([
      "sparkling water",
      "cola",
      "lemon-lime soda",
      "ginger ale",
      "root beer",
      "diet cola",
    ]);
  });

  it("lists the aliases' products in the order of the phrases in the query", () => {
    expect(plan("vanilla ice cream").aliases.map((a) => a.name)).toEqual([
      "pure vanilla extract",
      "vanilla ice cream",
      "vanilla ice cream",
      "chocolate ice cream",
    ]);
  });

  it("finds nothing when a word is in no item and no alias, before or after an alias's word", () => {
    expect(ranked("cereal formula")).toEqual([]);
    expect(ranked("formula cereal")).toEqual([]);
  });
});

describe("Spanish", () => {
  it("keeps a Spanish word the catalog begins words with as typed ('sal' on the way to salmon)", () => {
    expect(ranked("sal")).toContain("Atlantic Salmon Fillet (Store Brand)");
  });

  it("leaves out Spanish's small words once a query is read as Spanish ('pan con ajo')", () => {
    expect(ranked("pan con ajo")).toEqual(["Garlic Bread (Store Brand)"]);
  });
});
