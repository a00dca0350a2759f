import { expect, test, type Page } from "@playwright/test";
import { openCartOptions } from "./cart-support";
import { expectNoAxeViolations, signIn } from "./support";

// Issue 15 part 7: per item, each chain's prices over time: a chart read by keyboard and screen
// reader, and a table with every observation, its source and its date.

// The cart names the item wherever the shopper is: no location is needed to reach its history.
async function addMilkToCart(page: Page) {
  await page.getByLabel("Search grocery items").fill("milk");
  // Issue 28: the everyday milks rank first among the 6 groups, and the shopper is told more exist.
  const suggestions = page.getByRole("list", { name: "Search suggestions" });
  await expect(suggestions.getByRole("heading", { level: 3 })).toHaveText([
    "Whole Milk",
    "2% Reduced Fat Milk",
    "1% Low Fat Milk",
    "Skim Milk",
    "Lactose-Free Milk",
    "Almond Milk",
  ]);
  await expect(page.getByText("More results — keep typing")).toBeVisible();
  await page
    .getByRole("list", { name: "Search suggestions" })
    .getByRole("button", { name: "Add Whole Milk, Turner's, 1 gal to cart" })
    .click();
  await expect(page.getByText("Item successfully added to your cart", { exact: true })).toBeVisible();
}

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "360 px", size: { width: 360, height: 800 } },
]) {
  test.describe(`price history (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("from the cart to an item's prices at every chain: one estimate each, read by keyboard and in the table", async ({
      page,
    }) => {
      await signIn(page, `history.${viewport.size.width}@example.com`, "Robin");
      await addMilkToCart(page);
      await openCartOptions(page, "Whole Milk");
      await page.getByRole("link", { name: "Price history of Whole Milk" }).click();

      await expect(page.getByRole("heading", { level: 1, name: "Price history" })).toBeVisible();
      await expect(page.getByText("Whole Milk · Turner's · 1 gal")).toBeVisible();
      await expect(page.getByText(/^Each of the \d+ chains has one price for this item so far/)).toBeVisible();
      const table = page.getByRole("table", { name: "Every price of Whole Milk" });
      // Chains in name order; which chains carry the item is the seed's assortment.
      const firstChain = (await table.getByRole("rowheader").first().textContent())!;
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: firstChain, exact: true }) });
      await expect(row).toContainText("Aug 2025");
      await expect(row).toContainText(/\$\d+\.\d{2}/);
      await expect(row).toContainText("Estimate based on the BLS US average price for Aug 2025");

      const chart = page.getByRole("img", { name: /^Chart of Whole Milk prices at \d+ chains on Aug 2025\./ });
      await chart.focus();
      await page.keyboard.press("Home");
      const readout = page.getByText(`${firstChain}, Aug 2025: $`);
      await expect(readout).toBeVisible();
      await expect(readout).toHaveText(
        new RegExp(`: \\$\\d+\\.\\d{2}\\. Estimate based on the BLS US average price for Aug 2025\\.$`),
      );
      await page.keyboard.press("ArrowRight");
      await expect(readout).toHaveCount(0);
      await page.keyboard.press("ArrowLeft");
      await expect(readout).toBeVisible();
      // Hiding a chain skips it when reading the chart.
      await page.getByRole("checkbox", { name: firstChain, exact: true }).uncheck();
      await chart.focus();
      await page.keyboard.press("Home");
      await expect(readout).toHaveCount(0);

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
      await expectNoAxeViolations(page);
    });
  });
}

test("a shopper's report joins the chain's line, dated and named for the store", async ({ page }) => {
  await signIn(page, "history.report@example.com", "Sam");
  const milk = (await (await page.request.get("/api/grocery-items/search?q=whole%20milk")).json()) as {
    id: number;
    brand: string;
  }[];
  const item = milk.find((m) => m.brand === "Turner's")!;
  const stores = (await (await page.request.get("/api/stores?lat=40.4406&lng=-79.9959&maxDistance=25")).json()) as {
    id: number;
    name: string;
    chainName: string;
  }[];
  const store = stores.find((s) => s.chainName === "Giant Eagle")!;
  const before = (await (await page.request.get(`/api/grocery-items/${item.id}/price-history`)).json()) as {
    chains: { chainName: string; observations: { price: string }[] }[];
  };
  const estimate = before.chains.find((c) => c.chainName === "Giant Eagle")!.observations[0]!.price;
  const reported = (Number(estimate) * 0.9).toFixed(2);
  const report = await page.request.post("/api/price-reports", { data: { itemId: item.id, storeId: store.id, price: reported } });
  expect(report.status()).toBe(201);

  await page.goto(`/prices/items/${item.id}`);
  const rows = page.getByRole("table", { name: "Every price of Whole Milk" }).locator("tbody").filter({ hasText: "Giant Eagle" });
  await expect(rows.getByRole("row")).toHaveCount(2);
  await expect(rows.getByRole("row").nth(1)).toContainText(`$${reported}`);
  await expect(rows.getByRole("row").nth(1)).toContainText(/Reported by a shopper on \w{3} \d{1,2}, \d{4}/);
  await expect(rows.getByRole("row").nth(1)).toContainText(`at ${store.name}`);
  await expect(page.getByText(/has one price for this item so far/)).toHaveCount(0);

  await page.getByRole("img", { name: /^Chart of Whole Milk prices .* from Aug 2025 to \w{3} \d{1,2}, \d{4}\./ }).focus();
  await page.keyboard.press("End");
  await expect(page.getByText(`at ${store.name}.`, { exact: false }).first()).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^Giant Eagle, .*: \\$${reported.replace(".", "\\.")}\\. Reported by a shopper`)),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the price history page shows its loading, empty, error and signed-out states", async ({ page }) => {
  await page.goto("/prices/items/1");
  await expect(page.getByText("Please sign in to see price history.")).toBeVisible();

  await signIn(page, "history.states@example.com", "Kim");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/grocery-items/1/price-history", async (route) => {
    await held;
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({
        item: { id: 1, name: "Saffron", brand: "Rare", size: 1, sizeUnit: "g" },
        chains: [],
        truncated: false,
      }),
    });
  });
  await page.goto("/prices/items/1");
  await expect(page.getByRole("status").filter({ hasText: "Loading price history" })).toBeAttached();
  release();
  await expect(page.getByText("No store has a price for this item yet.")).toBeVisible();
  await expect(page.getByText("Saffron · Rare · 1 g")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/prices/items/2000000000");
  await expect(page.getByRole("alert")).toContainText("Error loading price history");
  await expect(page.getByRole("alert")).toContainText("Item not found");

  await page.route("**/api/grocery-items/2/price-history", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal Server Error"}' }),
  );
  await page.goto("/prices/items/2");
  await expect(page.getByRole("alert")).toContainText("Internal Server Error");
  await expectNoAxeViolations(page);
});
