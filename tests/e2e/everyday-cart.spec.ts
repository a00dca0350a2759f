import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Issue 14, "Done when": an everyday cart in mixed brands compared at 5 nearby stores of different chains
// has a price at every store for every "any brand" entry the chain's assortment covers, with the product
// named, and no bold $0.00 anywhere; 'Budget Stores' downtown picks one store per budget chain.

async function addFromSearch(page: Page, query: string, item: string) {
  await page.getByLabel("Search grocery items").fill(query);
  await page.getByRole("list", { name: "Search suggestions" }).getByRole("button", { name: item }).click();
  await expect(page.getByText("Item successfully added to your cart", { exact: true })).toBeVisible();
}

const STORES = [
  "Target — Smithfield St, Pittsburgh",
  "Giant Eagle — Cedar Ave, Pittsburgh",
  "Aldi — East Carson St, Pittsburgh",
  "Trader Joe's — Penn Ave, Pittsburgh",
  "Walmart — Freeport Rd, Pittsburgh",
] as const;

// Ten everyday items in the brands one shopper buys: own labels and fresh goods (added as "any brand"),
// national brands (added as "this brand"), two of which the shopper switches to "any brand".
const CART = [
  { query: "whole milk", button: "Add Whole Milk, Great Value, 1 gal to cart", name: "Whole Milk", any: true },
  { query: "large eggs", button: "Add Large Eggs, Giant Eagle, 18 ct to cart", name: "Large Eggs", any: true },
  {
    query: "white bread",
    button: "Add White Bread, Wonder, 20 oz to cart",
    name: "White Bread",
    brand: "Wonder",
    any: true,
    switch: true,
  },
  { query: "bananas", button: "Add Bananas, Unbranded, 1 lb to cart", name: "Bananas", any: true },
  { query: "ground beef", button: "Add Ground Beef 80/20, Great Value, 1 lb to cart", name: "Ground Beef 80/20", any: true },
  {
    query: "chicken breasts",
    button: "Add Boneless Skinless Chicken Breasts, Giant Eagle, 3 lb to cart",
    name: "Boneless Skinless Chicken Breasts",
    any: true,
  },
  {
    query: "butter",
    button: "Add Butter, Land O Lakes, 1 lb to cart",
    name: "Butter",
    brand: "Land O Lakes",
    any: true,
    switch: true,
  },
  { query: "cheddar", button: "Add Cheddar Cheese, Great Value, 8 oz to cart", name: "Cheddar Cheese", any: true },
  { query: "peanut butter", button: "Add Creamy Peanut Butter, Jif, 16 oz to cart", name: "Creamy Peanut Butter", any: false },
  { query: "ground coffee", button: "Add Ground Coffee, Folgers, 25.9 oz to cart", name: "Ground Coffee", any: false },
] as const;

const row = (table: Locator, name: string | RegExp) =>
  table.getByRole("row").filter({ has: table.page().getByRole("rowheader", { name }) });

test("an everyday cart in mixed brands at 5 chains near downtown Pittsburgh is priced everywhere each chain sells it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "everyday.cart@example.com", "Eve");
  await page.getByLabel("Location").fill("15222");
  await page.getByRole("button", { name: "Set location" }).click();
  await expect(page.getByText(/Shopping near\s*Pittsburgh, PA 15222/)).toBeVisible();
  await page.getByRole("button", { name: "10 mi", exact: true }).click();

  // 'Budget Stores': the nearest branch of each budget chain; only four budget chains have stores here.
  const stores = page.getByRole("list", { name: "Stores" });
  await page.getByRole("button", { name: "Budget Stores" }).click();
  const picked = stores.getByRole("checkbox", { checked: true });
  await expect(picked).toHaveCount(4);
  for (const chain of ["Aldi", "Shop 'n Save", "Save-A-Lot", "Walmart"])
    await expect(stores.getByRole("checkbox", { name: new RegExp(`^${chain} — `), checked: true })).toHaveCount(1);

  // Five stores of five chains: a supermarket, two mass merchants and two limited-assortment chains.
  while ((await picked.count()) > 0) await picked.first().click();
  await expect(stores.getByRole("checkbox", { checked: true })).toHaveCount(0);
  // Two of them are not among the 20 nearest listed at first.
  await page.getByRole("button", { name: /^Show all \d+ stores$/ }).click();
  for (const name of STORES) await stores.getByRole("checkbox", { name }).click();
  await expect(page.getByText("5 of 5 stores selected")).toBeVisible();

  for (const item of CART) await addFromSearch(page, item.query, item.button);
  for (const item of CART.filter((i) => "switch" in i))
    await page
      .getByRole("group", { name: `Which brands of ${item.name} (${item.brand}) to compare` })
      .getByText("Any brand")
      .click();

  const table = page.getByRole("table", { name: "Cart prices by store" });
  await expect(table.getByRole("columnheader")).toHaveCount(6);
  // Columns come nearest first; find each store's.
  const headers = await table.getByRole("columnheader").allTextContents();
  const column = Object.fromEntries(STORES.map((store) => [store, headers.findIndex((h) => h.includes(store)) - 1]));
  expect(Object.values(column).sort()).toEqual([0, 1, 2, 3, 4]);
  const [target, , aldi, traderJoes, walmart] = STORES.map((store) => column[store]!);

  // Every "any brand" entry: a price at every store, with the product it priced named.
  for (const item of CART.filter((i) => i.any)) {
    const cells = row(table, new RegExp(`^${item.name}`)).getByRole("cell");
    await expect(cells).toHaveCount(5);
    for (let i = 0; i < 5; i += 1) {
      await expect(cells.nth(i), `${item.name} in column ${i}`).toContainText(new RegExp(`${item.name} .+\\$\\d+\\.\\d{2}`));
      await expect(cells.nth(i)).not.toContainText(/Not carried|Sells no/);
    }
  }
  // Each chain's own label, by the name it goes by.
  const milk = row(table, /^Whole Milk/).getByRole("cell");
  await expect(milk.nth(target!)).toContainText("Good & Gather Whole Milk 1 gal");
  await expect(milk.nth(aldi!)).toContainText("Aldi Whole Milk 1 gal");
  await expect(milk.nth(traderJoes!)).toContainText("Trader Joe's Whole Milk 1 gal");
  await expect(milk.nth(walmart!)).toContainText("Great Value Whole Milk 1 gal");

  // "This brand" entries are not priced where the chain does not sell the brand, and totals say so.
  const jif = row(table, /^Creamy Peanut Butter/).getByRole("cell");
  await expect(jif.nth(aldi!)).toContainText("Not carried");
  await expect(jif.nth(traderJoes!)).toContainText("Not carried");
  await expect(jif.nth(walmart!)).toContainText(/\$\d+\.\d{2}/);
  const subtotal = row(table, "Subtotal").getByRole("cell");
  await expect(subtotal.nth(aldi!)).toContainText("for 8 of 10 items");
  await expect(page.getByText("$0.00")).toHaveCount(0);
  await expect(table.getByText("Lowest total").first()).toBeVisible();
  await expectNoAxeViolations(page);
});
