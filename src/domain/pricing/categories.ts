/** The grocery categories of the spec (§3 "Grocery item"), in display order. */
export const GROCERY_CATEGORIES = [
  "Dairy",
  "Produce",
  "Meat",
  "Seafood",
  "Bakery",
  "Pantry",
  "Household",
  "Personal Care",
  "Frozen",
  "Snacks",
  "Beverages",
] as const;

export type GroceryCategory = (typeof GROCERY_CATEGORIES)[number];

export function isGroceryCategory(value: string): value is GroceryCategory {
  return (GROCERY_CATEGORIES as readonly string[]).includes(value);
}
