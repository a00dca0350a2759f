import type { CatalogCategory } from "../catalog/categories";

/**
 * The catalog category (src/domain/catalog/categories.ts) of a product from an outside catalog: Open Food
 * Facts category tags or a FoodData Central `branded_food_category`. A product nothing here names is not
 * imported (counted as "category not mapped"): better absent than in the wrong aisle.
 */

/**
 * Open Food Facts `categories_tags` ("en:dairies,en:fermented-milk-products,en:yogurts"): a product has many,
 * from broad to narrow. The tag of highest rank wins; among equals the later (narrower) one. Rank 3 is the
 * aisle the pack is sold in whatever it is (frozen, alcohol, baby, pet), 2 a kind of product, 1 a broad family.
 */
const OFF_TAGS: Readonly<Record<string, readonly [CatalogCategory, 1 | 2 | 3]>> = {
  "en:frozen-foods": ["Frozen", 3],
  "en:frozen-desserts": ["Frozen", 3],
  "en:ice-creams": ["Frozen", 3],
  "en:frozen-pizzas": ["Frozen", 3],
  "en:alcoholic-beverages": ["Beer & Wine", 3],
  "en:beers": ["Beer & Wine", 3],
  "en:wines": ["Beer & Wine", 3],
  "en:ciders": ["Beer & Wine", 3],
  "en:baby-foods": ["Baby", 3],
  "en:baby-milks": ["Baby", 3],
  "en:infant-formulas": ["Baby", 3],
  "en:pet-food": ["Pet", 3],
  "en:dog-food": ["Pet", 3],
  "en:cat-food": ["Pet", 3],
  "en:dietary-supplements": ["Health", 3],
  "en:vitamins": ["Health", 3],

  "en:milks": ["Dairy", 2],
  "en:yogurts": ["Dairy", 2],
  "en:cheeses": ["Dairy", 2],
  "en:butters": ["Dairy", 2],
  "en:creams": ["Dairy", 2],
  "en:margarines": ["Dairy", 2],
  "en:eggs": ["Dairy", 2],
  "en:plant-based-milk-alternatives": ["Dairy", 2],
  "en:fresh-vegetables": ["Produce", 2],
  "en:fresh-fruits": ["Produce", 2],
  "en:salads": ["Produce", 2],
  "en:poultries": ["Meat", 2],
  "en:beef": ["Meat", 2],
  "en:pork": ["Meat", 2],
  "en:sausages": ["Meat", 2],
  "en:bacon": ["Meat", 2],
  "en:hams": ["Deli", 2],
  "en:salamis": ["Deli", 2],
  "en:cold-cuts": ["Deli", 2],
  "en:fishes": ["Seafood", 2],
  "en:seafood": ["Seafood", 2],
  "en:canned-fishes": ["Pantry", 2],
  "en:breads": ["Bakery", 2],
  "en:cakes": ["Bakery", 2],
  "en:pastries": ["Bakery", 2],
  "en:canned-foods": ["Pantry", 2],
  "en:canned-vegetables": ["Pantry", 2],
  "en:canned-fruits": ["Pantry", 2],
  "en:breakfast-cereals": ["Pantry", 2],
  "en:pastas": ["Pantry", 2],
  "en:rices": ["Pantry", 2],
  "en:flours": ["Pantry", 2],
  "en:sugars": ["Pantry", 2],
  "en:sauces": ["Pantry", 2],
  "en:condiments": ["Pantry", 2],
  "en:spreads": ["Pantry", 2],
  "en:peanut-butters": ["Pantry", 2],
  "en:honeys": ["Pantry", 2],
  "en:jams": ["Pantry", 2],
  "en:vegetable-oils": ["Pantry", 2],
  "en:spices": ["Pantry", 2],
  "en:soups": ["Pantry", 2],
  "en:biscuits": ["Snacks", 2],
  "en:cookies": ["Snacks", 2],
  "en:crackers": ["Snacks", 2],
  "en:chips-and-fries": ["Snacks", 2],
  "en:crisps": ["Snacks", 2],
  "en:popcorn": ["Snacks", 2],
  "en:chocolates": ["Snacks", 2],
  "en:candies": ["Snacks", 2],
  "en:nuts": ["Snacks", 2],
  "en:cereal-bars": ["Snacks", 2],
  "en:sodas": ["Beverages", 2],
  "en:waters": ["Beverages", 2],
  "en:fruit-juices": ["Beverages", 2],
  "en:coffees": ["Beverages", 2],
  "en:teas": ["Beverages", 2],
  "en:energy-drinks": ["Beverages", 2],

  "en:dairies": ["Dairy", 1],
  "en:meats": ["Meat", 1],
  "en:fruits": ["Produce", 1],
  "en:vegetables": ["Produce", 1],
  "en:beverages": ["Beverages", 1],
  "en:snacks": ["Snacks", 1],
  "en:sweet-snacks": ["Snacks", 1],
  "en:salty-snacks": ["Snacks", 1],
  "en:groceries": ["Pantry", 1],
};

export function offCategory(tags: readonly string[]): CatalogCategory | null {
  let best: { category: CatalogCategory; rank: number } | null = null;
  for (const tag of tags) {
    const mapped = OFF_TAGS[tag.trim().toLowerCase()];
    if (mapped && (best === null || mapped[1] >= best.rank)) best = { category: mapped[0], rank: mapped[1] };
  }
  return best?.category ?? null;
}

function plain(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, " ");
}

/** FoodData Central Branded Foods `branded_food_category` (the GS1 GPC-based list FDC publishes), lower-cased. */
const FDC_CATEGORIES: Readonly<Record<string, CatalogCategory>> = Object.fromEntries(
  (
    [
      [
        "Dairy",
        ["Cheese", "Milk", "Yogurt", "Butter & Spread", "Cream", "Eggs & Egg Substitutes", "Plant Based Milk", "Milk Additives"],
      ],
      ["Produce", ["Pre-Packaged Fruit & Vegetables", "Fresh Fruit and Vegetables"]],
      [
        "Meat",
        [
          "Poultry, Chicken & Turkey",
          "Sausages, Hotdogs & Brats",
          "Bacon, Sausages & Ribs",
          "Other Meats",
          "Meat/Poultry/Other Animals  Unprepared/Unprocessed",
          "Meat/Poultry/Other Animals  Prepared/Processed",
        ],
      ],
      ["Deli", ["Pepperoni, Salami & Cold Cuts", "Deli Salads", "Prepared Subs & Sandwiches"]],
      ["Seafood", ["Fish & Seafood", "Fish  Unprepared/Unprocessed"]],
      [
        "Bakery",
        [
          "Breads & Buns",
          "Cakes, Cupcakes, Snack Cakes",
          "Croissants, Sweet Rolls, Muffins & Other Pastries",
          "Pies/Pastries - Sweet (Shelf Stable)",
        ],
      ],
      [
        "Pantry",
        [
          "Pasta by Shape & Type",
          "Rice",
          "Cereal",
          "Canned Vegetables",
          "Canned Fruit",
          "Canned Soup",
          "Canned Seafood",
          "Canned Meat",
          "Canned & Bottled Beans",
          "Flours & Corn Meal",
          "Baking Additives & Extracts",
          "Baking Decorations & Dessert Toppings",
          "Cake, Cookie & Cupcake Mixes",
          "Bread & Muffin Mixes",
          "Ketchup, Mustard, BBQ & Cheese Sauce",
          "Salad Dressing & Mayonnaise",
          "Pickles, Olives, Peppers & Relishes",
          "Herbs & Spices",
          "Seasoning Mixes, Salts, Marinades & Tenderizers",
          "Vegetable & Cooking Oils",
          "Jam, Jelly & Fruit Spreads",
          "Nut & Seed Butters",
          "Honey",
          "Syrups & Molasses",
          "Granulated, Brown & Powdered Sugar",
          "Oriental, Mexican & Ethnic Sauces",
          "Tomatoes",
          "Dips & Salsa",
          "Pasta Dinners",
        ],
      ],
      [
        "Snacks",
        [
          "Chips, Pretzels & Snacks",
          "Popcorn, Peanuts, Seeds & Related Snacks",
          "Cookies & Biscuits",
          "Crackers & Biscotti",
          "Candy",
          "Chocolate",
          "Snack, Energy & Granola Bars",
          "Wholesome Snacks",
          "Puddings & Custards",
        ],
      ],
      [
        "Beverages",
        [
          "Soda",
          "Water",
          "Fruit & Vegetable Juice, Nectars & Fruit Drinks",
          "Coffee",
          "Tea Bags",
          "Iced & Bottle Tea",
          "Sport Drinks",
          "Energy, Protein & Muscle Recovery Drinks",
          "Powdered Drinks",
          "Other Drinks",
        ],
      ],
      [
        "Frozen",
        [
          "Frozen Dinners & Entrees",
          "Frozen Pancakes, Waffles, French Toast & Crepes",
          "Ice Cream & Frozen Yogurt",
          "Frozen Vegetables",
          "Frozen Fruit & Fruit Juice Concentrates",
          "Frozen Appetizers & Hors D'oeuvres",
          "Frozen Bread & Dough",
          "Frozen Patties and Burgers",
          "Frozen Fish & Seafood",
          "Frozen Prepared Sides",
          "Pizza",
        ],
      ],
      ["Baby", ["Baby/Infant  Foods/Beverages", "Baby Foods", "Infant Formula"]],
    ] as const
  ).flatMap(([category, names]) => names.map((name) => [plain(name), category as CatalogCategory])),
);

export function fdcCategory(name: string): CatalogCategory | null {
  return FDC_CATEGORIES[plain(name)] ?? null;
}
