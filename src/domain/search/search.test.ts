import { describe, expect, it } from "vitest";
import { planSearch, vocabularyOfItems } from "./plan";
import { searchList, type SearchableItem } from "./rank";
import { fold, spellingDistance, stem, typoBound, words } from "./text";

const item = (name: string, brand: string, category: string): SearchableItem => ({ name, brand, category });
const CATALOG: SearchableItem[] = [
  item("Oat Milk", "Oatly", "Dairy"),
  item("Chocolate Milk", "Nesquik", "Dairy"),
  item("Milk Chocolate Bar", "Hershey's", "Snacks"),
  item("Whole Milk", "Turner's", "Dairy"),
  item("Pita Bread", "Toufayan", "Bakery"),
  item("White Bread", "Wonder", "Bakery"),
  item("Chicken Broth", "Swanson", "Pantry"),
  item("Whole Chicken", "Perdue", "Meat"),
  item("Baking Soda", "Arm & Hammer", "Pantry"),
  item("Lemon-Lime Soda", "Sprite", "Beverages"),
  item("Cola", "Coca-Cola", "Beverages"),
  item("Cola", "Pepsi", "Beverages"),
  item("Diet Cola", "Diet Coke", "Beverages"),
  item("Honey Nut Cheerios", "General Mills", "Pantry"),
  item("Coffee Pods", "Green Mountain Coffee", "Beverages"),
  item("Peanut Butter Cups Miniatures", "Reese's", "Snacks"),
  item("Creamy Peanut Butter", "Jif", "Pantry"),
  item("Hass Avocados", "Mission", "Produce"),
  item("Bananas", "Chiquita", "Produce"),
  item("Sunscreen Lotion SPF 50", "Banana Boat", "Personal Care"),
  item("Sardines in Olive Oil", "King Oscar", "Seafood"),
  item("Extra Virgin Olive Oil", "Bertolli", "Pantry"),
  item("Cheddar Cheese", "Kraft", "Dairy"),
  item("Semi-Sweet Chocolate Chips", "Nestlé Toll House", "Pantry"),
  item("Pepperoni Pizza", "DiGiorno", "Frozen"),
  item("Four Cheese Pizza", "DiGiorno", "Frozen"),
  item("Butter", "Land O Lakes", "Dairy"),
  item("Baby Carrots", "Bolthouse Farms", "Produce"),
  item("Beef Hot Dogs", "Ball Park", "Meat"),
  item("Hot Dog Buns", "Wonder", "Bakery"),
  item("Hot Sauce", "Frank's RedHot", "Pantry"),
  item("Angel Food Cake", "Store Brand", "Bakery"),
  item("Root Beer", "A&W", "Beverages"),
  item("Beer Battered Fish Fillets", "Gorton's", "Seafood"),
  item("Sparkling Water", "Polar", "Beverages"),
  item("Ground Turkey", "Jennie-O", "Meat"),
  item("Ginger Ale", "Canada Dry", "Beverages"),
];
const search = (q: string) => searchList(q, CATALOG, 10).map((i) => `${i.name} (${i.brand})`);
const first = (q: string) => search(q)[0];

describe("search text", () => {
  it("folds accents, case and apostrophes and splits on anything else", () => {
    expect(fold("Nestlé Lay's")).toBe("nestle lays");
    expect(words("Coca-Cola 2% 12 fl. oz")).toEqual(["coca", "cola", "2", "12", "fl", "oz"]);
  });

  it("reads plurals as singulars, including the ones pluralize gets wrong for groceries", () => {
    expect(["bananas", "berries", "tomatoes", "cookies", "cookie", "peaches"].map(stem)).toEqual([
      "banana",
      "berry",
      "tomato",
      "cookie",
      "cookie",
      "peach",
    ]);
    expect(stem("egg")).toBe("egg");
  });

  it("allows one letter off up to seven letters, two from eight, none below three", () => {
    expect([typoBound("ab"), typoBound("mlik"), typoBound("bannana"), typoBound("brocolli")]).toEqual([0, 1, 1, 2]);
    expect(spellingDistance("mlik", "milk", 1)).toBe(1);
    expect(spellingDistance("avacado", "avocado", 2)).toBe(1);
    expect(spellingDistance("cheese", "chips", 2)).toBe(Infinity);
  });
});

describe("search ranking", () => {
  it("puts the plain product before derived ones, and those before names that only contain the word", () => {
    expect(search("milk")).toEqual(["Whole Milk (Turner's)", "Chocolate Milk (Nesquik)", "Oat Milk (Oatly)"]);
    expect(first("bread")).toBe("White Bread (Wonder)");
    expect(first("chicken")).toBe("Whole Chicken (Perdue)");
    expect(first("chocolate milk")).toBe("Chocolate Milk (Nesquik)");
    expect(first("oat milk")).toBe("Oat Milk (Oatly)");
  });

  it("reads what a name is before 'in' ('Sardines in Olive Oil' is sardines)", () => {
    expect(first("olive oil")).toBe("Extra Virgin Olive Oil (Bertolli)");
  });

  it("reaches products through everyday words, category words, nicknames and product lines", () => {
    expect(search("soda").slice(0, 2)).toEqual(["Cola (Coca-Cola)", "Cola (Pepsi)"]);
    expect(search("soda")).toContain("Baking Soda (Arm & Hammer)");
    expect(first("pop")).toBe("Cola (Coca-Cola)");
    expect(first("cereal")).toBe("Honey Nut Cheerios (General Mills)");
    expect(search("coke")).toEqual(["Cola (Coca-Cola)", "Diet Cola (Diet Coke)"]);
    expect(first("diet coke")).toBe("Diet Cola (Diet Coke)");
    expect(first("k cups")).toBe("Coffee Pods (Green Mountain Coffee)");
    expect(first("baking soda")).toBe("Baking Soda (Arm & Hammer)");
  });

  it("forgives typos one or two letters off, and reaches aliases through them", () => {
    expect(first("mlik")).toBe("Whole Milk (Turner's)");
    expect(first("avacado")).toBe("Hass Avocados (Mission)");
    expect(first("bannana")).toBe("Bananas (Chiquita)");
    expect(first("bananna")).toBe("Bananas (Chiquita)");
    expect(first("cerial")).toBe("Honey Nut Cheerios (General Mills)");
  });

  it("matches singulars, plurals, prefixes, accents and words typed together", () => {
    expect(first("banana")).toBe("Bananas (Chiquita)");
    expect(first("avocado")).toBe("Hass Avocados (Mission)");
    expect(first("chees")).toBe("Cheddar Cheese (Kraft)");
    expect(first("nestle")).toBe("Semi-Sweet Chocolate Chips (Nestlé Toll House)");
    expect(first("peanutbutter")).toBe("Creamy Peanut Butter (Jif)");
    expect(first("lays")).toBeUndefined();
  });

  it("needs every word of the query", () => {
    expect(search("oat milk")).toEqual(["Oat Milk (Oatly)"]);
    expect(search("chocolate bananas")).toEqual([]);
  });

  it("leaves out filler words found nowhere, and finds nothing for a query of none", () => {
    expect(first("milk gallon")).toBe("Whole Milk (Turner's)");
    expect(first("bananas 3 lb bunch")).toBe("Bananas (Chiquita)");
    expect(search("%%%")).toEqual([]);
    expect(search("zzzzzz")).toEqual([]);
  });

  it("finds nothing when a word of the query is in no item, not even a typo away", () => {
    expect(search("baby formula")).toEqual([]);
    expect(search("hot pockets")).toEqual([]);
    expect(search("formula baby")).toEqual([]);
    expect(planSearch("baby formula", vocabularyOfItems(CATALOG)).unknown).toEqual(["formula"]);
  });

  it("never turns one product into another by a typo", () => {
    // Two letters off, or a first letter changed, or one letter of a short word changed, is another word.
    expect(search("cat litter")).toEqual([]);
    expect(search("litter")).toEqual([]);
    expect(search("pillow")).toEqual([]);
    expect(search("kale")).toEqual([]);
    expect(search("beef")).toEqual(["Beef Hot Dogs (Ball Park)"]);
    expect(search("beet")).toEqual([]);
    // Slips of the keys still count: a swap, a doubled letter, one missing or added.
    expect(first("mlik")).toBe("Whole Milk (Turner's)");
    expect(first("buter")).toBe("Butter (Land O Lakes)");
    expect(first("buttter")).toBe("Butter (Land O Lakes)");
    expect(first("bannanas")).toBe("Bananas (Chiquita)");
  });

  it("does not match a word that is part of another product's name or brand ('beer' is no Root Beer)", () => {
    expect(search("beer")).toEqual([]);
    expect(first("root beer")).toBe("Root Beer (A&W)");
    expect(first("rootbeer")).toBe("Root Beer (A&W)");
    expect(search("bananas")).toEqual(["Bananas (Chiquita)"]);
    expect(search("banana boat")).toEqual(["Sunscreen Lotion SPF 50 (Banana Boat)"]);
    expect(search("ale")).toEqual([]);
    expect(search("hot dog")).toEqual(["Beef Hot Dogs (Ball Park)", "Hot Dog Buns (Wonder)"]);
    expect(search("hot dog buns")).toEqual(["Hot Dog Buns (Wonder)"]);
    expect(search("food")).toEqual([]);
    // Only the misleading words of a compound: milk chocolate is chocolate, but not milk.
    expect(search("chocolate")).toContain("Milk Chocolate Bar (Hershey's)");
    expect(search("peanut")).toContain("Creamy Peanut Butter (Jif)");
    expect(search("butter")).toEqual(["Butter (Land O Lakes)"]);
  });

  it("leaves out a filler word no item has with it, and no other word ('dog food' is no Angel Food Cake)", () => {
    expect(search("dog food")).toEqual([]);
    expect(search("whole turkey")).toEqual([]);
    expect(search("chicken cream")).toEqual([]);
    expect(search("organic bananas")).toEqual(["Bananas (Chiquita)"]);
    expect(search("fresh organic bananas 3 lb")).toEqual(["Bananas (Chiquita)"]);
    expect(first("organic cereal")).toBe("Honey Nut Cheerios (General Mills)");
    expect(search("organic cereal")).not.toContain("Whole Milk (Turner's)");
  });

  it("never lets one alias phrase steal a query another product matches whole", () => {
    // "pizza" means Pepperoni Pizza and "cheese" Cheddar Cheese, but neither has the other word.
    expect(first("cheese pizza")).toBe("Four Cheese Pizza (DiGiorno)");
    expect(first("pizza")).toBe("Pepperoni Pizza (DiGiorno)");
    const plan = planSearch("chicken broth", vocabularyOfItems(CATALOG));
    expect(plan.words.map((w) => w.text)).toEqual(["chicken", "broth"]);
    expect(first("chicken broth")).toBe("Chicken Broth (Swanson)");
  });
});
