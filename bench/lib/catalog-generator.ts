/**
 * A synthetic grocery catalog whose trigram statistics resemble a real one. Each row starts from one
 * of the 583 real items of the embedded seed catalog (337 product names, 311 brands, 11 categories)
 * and adds what real catalogs are full of: qualifiers, flavours, pack sizes and other brands of the
 * same category ("Organic Vanilla Greek Yogurt Family Size", Chobani). Rows are generated inside the
 * database (INSERT ... SELECT FROM generate_series), so a million rows need no client round trips.
 */
import type { CatalogCategory } from "../../src/domain/catalog/categories";
import { CATALOG_ITEMS } from "../../src/server/db/seed/data/catalog";

const QUALIFIERS = {
  packaged: [
    "Organic", "Natural", "Original", "Classic", "Premium", "Simply", "Lite", "Reduced Fat", "Low Fat",
    "Fat Free", "Low Sodium", "No Salt Added", "Gluten Free", "Sugar Free", "Unsweetened", "Whole Grain",
    "Non-GMO", "Homestyle", "Old Fashioned", "Artisan", "Instant", "Microwavable", "Kids", "Lactose Free",
    "Plant Based", "Vegan", "Keto", "High Protein", "Zero Sugar", "Diet", "Decaf", "Extra Creamy",
  ],
  produce: [
    "Organic", "Fresh", "Premium", "Select", "Locally Grown", "Extra Large", "Jumbo", "Baby", "Ripe",
    "Seedless", "Sweet", "Family Pack", "Value Pack",
  ],
  meat: [
    "Organic", "Fresh", "Premium", "Grass Fed", "Cage Free", "Free Range", "Wild Caught", "Farm Raised",
    "Boneless", "Skinless", "Thick Cut", "Thin Sliced", "Seasoned", "Marinated", "Family Pack", "Value Pack",
    "USDA Choice", "Antibiotic Free",
  ],
  home: [
    "Unscented", "Fresh Scent", "Lavender", "Lemon", "Sensitive", "Ultra", "Ultra Soft", "Max Strength",
    "Travel Size", "Original", "Gentle", "Advanced", "Whitening", "Moisturizing", "Eco", "Fragrance Free",
  ],
};
const FLAVOURS = [
  "Vanilla", "Chocolate", "Strawberry", "Blueberry", "Raspberry", "Peach", "Mango", "Banana", "Apple",
  "Cinnamon", "Honey", "Maple", "Caramel", "Peanut Butter", "Coconut", "Lemon", "Orange", "Cherry",
  "Mixed Berry", "Garlic", "Garlic Herb", "Spicy", "BBQ", "Teriyaki", "Buffalo", "Ranch", "Smoked",
  "Honey Roasted", "Sea Salt", "Salt & Vinegar", "Sour Cream & Onion", "Jalapeno", "Chipotle", "Italian",
  "Cheddar", "Parmesan", "Pepper Jack", "Mint", "Pumpkin Spice", "Cookies & Cream",
];
const PACKS = [
  "Family Size", "Value Pack", "Party Size", "Snack Size", "Twin Pack", "Club Pack", "Mega Pack",
  "6 Pack", "12 Pack", "24 Pack", "Multipack", "Single Serve", "Bulk", "Mini", "Variety Pack",
];
const GROUP: Record<CatalogCategory, keyof typeof QUALIFIERS> = {
  Dairy: "packaged", Bakery: "packaged", Pantry: "packaged", Frozen: "packaged", Snacks: "packaged", Beverages: "packaged",
  Produce: "produce", Meat: "meat", Seafood: "meat", Household: "home", "Personal Care": "home",
  Deli: "meat", "Beer & Wine": "packaged", Baby: "packaged", Pet: "packaged", Health: "home",
};

const groups = Object.keys(QUALIFIERS) as (keyof typeof QUALIFIERS)[];
const qualifiers = groups.flatMap((g) => QUALIFIERS[g]);
const qualifierStart = (g: keyof typeof QUALIFIERS) => 1 + groups.slice(0, groups.indexOf(g)).reduce((n, k) => n + QUALIFIERS[k].length, 0);
// Brands sorted by category, so "another brand of the same category" is a slice of one array.
const categories = [...new Set(CATALOG_ITEMS.map((i) => i.category))];
const brandsOf = (c: CatalogCategory) => [...new Set(CATALOG_ITEMS.filter((i) => i.category === c).map((i) => i.brand))];
const brands = categories.flatMap(brandsOf);
const brandStart = (c: CatalogCategory) => 1 + categories.slice(0, categories.indexOf(c)).reduce((n, k) => n + brandsOf(k).length, 0);

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;
const texts = (values: readonly string[]) => `ARRAY[${values.map(literal).join(",")}]::text[]`;
const numbers = (values: readonly number[], type: string) => `ARRAY[${values.join(",")}]::${type}[]`;
const items = CATALOG_ITEMS;

export const vocabulary = {
  items: items.length,
  names: new Set(items.map((i) => i.name)).size,
  brands: brands.length,
  categories: categories.length,
  modifiers: qualifiers.length + FLAVOURS.length + PACKS.length,
};

/** One INSERT for rows first..last (inclusive); deterministic, so every engine gets the same catalog. */
export function insertCatalogSql(first: number, last: number): string {
  // h(k): an independent pseudo-random non-negative integer per row and k.
  const h = (k: number) => `(hashint4(g * 8 + ${k}) & 2147483647)`;
  return `
    WITH w AS (SELECT ${texts(items.map((i) => i.name))} AS pn, ${texts(items.map((i) => i.brand))} AS pb,
      ${texts(items.map((i) => i.category))} AS pc, ${texts(items.map((i) => i.sizeUnit))} AS pu,
      ${numbers(items.map((i) => i.size), "float8")} AS ps,
      ${numbers(items.map((i) => qualifierStart(GROUP[i.category])), "int")} AS qs,
      ${numbers(items.map((i) => QUALIFIERS[GROUP[i.category]].length), "int")} AS qn,
      ${numbers(items.map((i) => (GROUP[i.category] === "packaged" ? 1 : 0)), "int")} AS fl,
      ${numbers(items.map((i) => brandStart(i.category)), "int")} AS bs,
      ${numbers(items.map((i) => brandsOf(i.category).length), "int")} AS bn,
      ${texts(qualifiers)} AS q, ${texts(FLAVOURS)} AS f, ${texts(PACKS)} AS k, ${texts(brands)} AS b),
    r AS (SELECT g, 1 + ${h(0)} % ${items.length} AS p, ${h(1)} AS h1, ${h(2)} AS h2, ${h(3)} AS h3, ${h(4)} AS h4
          FROM generate_series(${first}, ${last}) AS g)
    INSERT INTO grocery_items (key, name, brand, category, unit, size, size_unit)
    SELECT 'bench-' || g,
      concat_ws(' ',
        CASE WHEN h1 % 100 < 40 THEN q[qs[p] + (h1 / 100) % qn[p]] END,
        CASE WHEN fl[p] = 1 AND h2 % 100 < 35 -- no "Cheddar Cheddar Cheese" or "Peanut Butter Butter"
          AND NOT string_to_array(f[1 + (h2 / 100) % ${FLAVOURS.length}], ' ') && string_to_array(pn[p], ' ')
          THEN f[1 + (h2 / 100) % ${FLAVOURS.length}] END,
        pn[p],
        CASE WHEN h3 % 100 < 15 THEN k[1 + (h3 / 100) % ${PACKS.length}] END),
      CASE WHEN h4 % 100 < 50 THEN pb[p] ELSE b[bs[p] + (h4 / 100) % bn[p]] END, pc[p],
      trim_scale(round(size::numeric, 2)) || ' ' || pu[p], size, pu[p]
    FROM r, w, LATERAL (SELECT ps[p] * (1 + (h4 / 10000) % 3) AS size) s`;
}

/** Exact words, prefixes, typos, two-word queries, brands and a category: what shoppers type. */
export const QUERIES = [
  "milk", "cheese", "bread", "eggs", "coffee", "butter",
  "chees", "yog", "straw", "choc", "tortil", "cere",
  "chedar", "bananna", "yoghurt", "brocoli", "tomatoe", "cofee", "spagetti", "avacado", "mozarella",
  "oat mil", "peanut butter", "orange juice", "greek yog", "ground beef", "paper towels",
  "tillamook", "great value", "frozen",
] as const;
