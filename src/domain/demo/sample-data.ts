/**
 * Local sample data for the anonymous demo (spec §9 "Demo data"): five fictional stores around
 * Pittsburgh and about fifty items. Store names are invented so the demo is never mistaken for
 * real prices at real chains; the addresses are real streets near each point.
 */
import type { GroceryCategory } from "../pricing/categories";

/** Downtown Pittsburgh, the demo's default location. */
export const DEMO_CENTER = { latitude: 40.4406, longitude: -79.9959 } as const;

export type SampleStore = {
  id: string;
  name: string;
  color: string;
  logo: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  latitude: number;
  longitude: number;
  /** Price level of the store relative to an average store (1). */
  priceFactor: number;
};

export type SampleItem = {
  id: string;
  name: string;
  brand: string;
  category: GroceryCategory;
  unit: string;
  /** Relative to a national brand (1): store brands below, premium brands above. */
  brandFactor: number;
};

// About 1, 4, 8, 12 and 18 miles from downtown, so every radius step from 1 to 25 changes the list.
export const SAMPLE_STORES: readonly SampleStore[] = [
  { id: "demo-steel-city-market", name: "Steel City Market", color: "#1D4ED8", logo: "SCM", address: "1800 E Carson St", city: "Pittsburgh", state: "PA", zipCode: "15203", latitude: 40.4287, longitude: -79.978, priceFactor: 1 },
  { id: "demo-three-rivers-grocery", name: "Three Rivers Grocery", color: "#B91C1C", logo: "TRG", address: "5800 Forbes Ave", city: "Pittsburgh", state: "PA", zipCode: "15217", latitude: 40.438, longitude: -79.922, priceFactor: 1.08 },
  { id: "demo-budget-basket", name: "Budget Basket", color: "#CA8A04", logo: "BB", address: "5100 Library Rd", city: "Bethel Park", state: "PA", zipCode: "15102", latitude: 40.327, longitude: -80.039, priceFactor: 0.85 },
  { id: "demo-green-valley-organics", name: "Green Valley Organics", color: "#15803D", logo: "GVO", address: "4000 William Penn Hwy", city: "Monroeville", state: "PA", zipCode: "15146", latitude: 40.433, longitude: -79.764, priceFactor: 1.22 },
  { id: "demo-hilltop-family-foods", name: "Hilltop Family Foods", color: "#7C3AED", logo: "HFF", address: "20111 Route 19", city: "Cranberry Township", state: "PA", zipCode: "16066", latitude: 40.685, longitude: -80.105, priceFactor: 0.95 },
];

const STORE = 0.8;
const NATIONAL = 1;
const PREMIUM = 1.3;

type Row = [name: string, brand: string, category: GroceryCategory, unit: string, brandFactor: number];

const ROWS: readonly Row[] = [
  ["Whole Milk", "Horizon Organic", "Dairy", "64 fl oz", PREMIUM],
  ["Whole Milk", "Store Brand", "Dairy", "1 gal", STORE],
  ["Whole Milk", "Turner's", "Dairy", "1 gal", NATIONAL],
  ["Oat Milk", "Oatly", "Dairy", "64 fl oz", PREMIUM],
  ["Oat Milk", "Planet Oat", "Dairy", "52 fl oz", NATIONAL],
  ["Cheddar Cheese", "Tillamook", "Dairy", "8 oz", PREMIUM],
  ["Cheddar Cheese", "Kraft", "Dairy", "8 oz", NATIONAL],
  ["Cheddar Cheese", "Store Brand", "Dairy", "8 oz", STORE],
  ["Large Eggs", "Eggland's Best", "Dairy", "12 ct", NATIONAL],
  ["Large Eggs", "Store Brand", "Dairy", "12 ct", STORE],
  ["Greek Yogurt", "Chobani", "Dairy", "32 oz", NATIONAL],
  ["Bananas", "Chiquita", "Produce", "1 lb", NATIONAL],
  ["Bananas", "Store Brand", "Produce", "1 lb", STORE],
  ["Gala Apples", "Store Brand", "Produce", "3 lb", STORE],
  ["Strawberries", "Driscoll's", "Produce", "1 lb", NATIONAL],
  ["Baby Spinach", "Earthbound Farm", "Produce", "5 oz", PREMIUM],
  ["Baby Carrots", "Bolthouse Farms", "Produce", "1 lb", NATIONAL],
  ["Chicken Breasts", "Perdue", "Meat", "1.5 lb", NATIONAL],
  ["Chicken Breasts", "Store Brand", "Meat", "3 lb", STORE],
  ["Ground Beef 80/20", "Store Brand", "Meat", "1 lb", STORE],
  ["Bacon", "Oscar Mayer", "Meat", "16 oz", NATIONAL],
  ["Bacon", "Wright Brand", "Meat", "24 oz", PREMIUM],
  ["Atlantic Salmon Fillet", "Store Brand", "Seafood", "1 lb", STORE],
  ["Chunk Light Tuna", "StarKist", "Seafood", "5 oz", NATIONAL],
  ["Chunk Light Tuna", "Bumble Bee", "Seafood", "5 oz", NATIONAL],
  ["Raw Shrimp", "Store Brand", "Seafood", "2 lb", STORE],
  ["White Bread", "Wonder", "Bakery", "20 oz", NATIONAL],
  ["White Bread", "Store Brand", "Bakery", "20 oz", STORE],
  ["Plain Bagels", "Thomas'", "Bakery", "6 ct", NATIONAL],
  ["Spaghetti", "Barilla", "Pantry", "16 oz", NATIONAL],
  ["Spaghetti", "Store Brand", "Pantry", "16 oz", STORE],
  ["Marinara Sauce", "Rao's Homemade", "Pantry", "24 oz", PREMIUM],
  ["Marinara Sauce", "Prego", "Pantry", "24 oz", NATIONAL],
  ["Creamy Peanut Butter", "Jif", "Pantry", "16 oz", NATIONAL],
  ["Tomato Ketchup", "Heinz", "Pantry", "32 oz", NATIONAL],
  ["Paper Towels", "Bounty", "Household", "6 double rolls", NATIONAL],
  ["Paper Towels", "Store Brand", "Household", "6 double rolls", STORE],
  ["Dish Soap", "Dawn", "Household", "19.4 fl oz", NATIONAL],
  ["Laundry Detergent", "Tide", "Household", "92 fl oz", NATIONAL],
  ["Toothpaste", "Crest", "Personal Care", "5.7 oz", NATIONAL],
  ["Toothpaste", "Colgate", "Personal Care", "6 oz", NATIONAL],
  ["Shampoo", "Pantene", "Personal Care", "12 fl oz", NATIONAL],
  ["Vanilla Ice Cream", "Turkey Hill", "Frozen", "48 fl oz", NATIONAL],
  ["Vanilla Ice Cream", "Store Brand", "Frozen", "48 fl oz", STORE],
  ["Pepperoni Pizza", "DiGiorno", "Frozen", "27.5 oz", PREMIUM],
  ["Frozen Broccoli Florets", "Birds Eye", "Frozen", "12 oz", NATIONAL],
  ["Potato Chips", "Utz", "Snacks", "7.75 oz", NATIONAL],
  ["Potato Chips", "Lay's", "Snacks", "8 oz", NATIONAL],
  ["Pretzels", "Snyder's of Hanover", "Snacks", "16 oz", NATIONAL],
  ["Orange Juice", "Tropicana", "Beverages", "52 fl oz", NATIONAL],
  ["Orange Juice", "Store Brand", "Beverages", "52 fl oz", STORE],
  ["Cola", "Coca-Cola", "Beverages", "2 L", NATIONAL],
  ["Ground Coffee", "Folgers", "Beverages", "25.9 oz", NATIONAL],
];

function demoId(name: string, brand: string, unit: string): string {
  const slug = `${name} ${brand} ${unit}`
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `demo-${slug}`;
}

export const SAMPLE_ITEMS: readonly SampleItem[] = ROWS.map(([name, brand, category, unit, brandFactor]) => ({
  id: demoId(name, brand, unit),
  name,
  brand,
  category,
  unit,
  brandFactor,
}));
