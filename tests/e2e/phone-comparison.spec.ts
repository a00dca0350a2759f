import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoAxeViolations } from "./support";

// Issue 28 item 1: on a phone the shopper sees the answer first. Runs in the phone project (360 × 740).
const PITTSBURGH = { lat: 40.4443, lng: -79.9554, address: "Pittsburgh, PA 15213" };

/** A shopper near Pittsburgh with 5 stores selected and `count` different items in the cart, set up through the API. */
async function shopperWithCart(request: APIRequestContext, email: string, count: number) {
  expect((await request.post("/api/login/local", { data: { email, firstName: "Robin" } })).ok()).toBe(true);
  const query = `lat=${PITTSBURGH.lat}&lng=${PITTSBURGH.lng}&maxDistance=15`;
  const stores = (await (await request.get(`/api/stores?${query}`)).json()) as { id: number; name: string }[];
  const selected = stores.slice(0, 5);
  const saved = await request.put("/api/preferences", {
    data: { location: PITTSBURGH, radiusMiles: 15, selectedStoreIds: selected.map((store) => store.id) },
  });
  expect(saved.status()).toBe(200);
  const items = (await (await request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
  const picked = items.filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i).slice(0, count);
  for (const item of picked)
    expect((await request.post("/api/cart", { data: { itemId: item.id, quantity: 1 } })).status()).toBe(201);
  return { stores: selected, items: picked };
}

test("15 items at 5 stores on a phone: every store's total, ranked, in the first screen of the comparison; the page stays short @phone-only", async ({
  page,
}) => {
  const { stores } = await shopperWithCart(page.request, `phone-15-${Date.now()}@example.com`, 15);
  await page.goto("/");

  const totals = page.getByRole("list", { name: "Store totals, lowest first" });
  await expect(totals.getByRole("listitem")).toHaveCount(5);
  await expect(page.getByText("Updating prices…")).toHaveCount(0);
  // Lowest first and flagged in words; every store named in full for a screen reader.
  await expect(totals.getByRole("listitem").first()).toContainText("Lowest total");
  for (const store of stores) await expect(totals.getByRole("button", { name: new RegExp(store.name) })).toHaveCount(1);

  // The first screen of the comparison holds every store's total.
  await page.getByRole("heading", { name: "Store Price Comparison" }).evaluate((heading) => heading.scrollIntoView());
  for (const row of await totals.getByRole("listitem").all()) {
    await expect(row.getByText(/^\$\d+\.\d{2}/).first()).toBeInViewport();
  }

  // The page is well under half its old height (17,148 px) and never scrolls sideways.
  const size = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }));
  console.log(`home at 360 px with 15 items at 5 stores: ${size.height} px tall`);
  // Budget (issue 28): under 6,000 px. 14,630 px before the phone-first layout, about 5,750 after it; each total's
  // margin (issue 30) and the receipts row (issue 32) took it to about 6,080 in CI; the welcome banner's tagline
  // hidden on phones and 12 px between the home page's sections brought it back (5,912 px here, 6,040 before).
  expect(size.height).toBeLessThan(6000);
  expect(size.width).toBeLessThanOrEqual(360);

  // Item by item: the lowest store's prices, then those of the store the shopper taps.
  const first = totals.getByRole("button").first();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  const last = totals.getByRole("button").last();
  const lastText = (await last.textContent()) ?? "";
  const lastStore = stores.find((store) => lastText.includes(store.name))!;
  await last.click();
  await expect(last).toHaveAttribute("aria-pressed", "true");
  await expect(first).toHaveAttribute("aria-pressed", "false");
  const heading = page.getByRole("heading", { name: /^Prices at / });
  await expect(heading).toHaveText(`Prices at ${lastStore.name}`);
  const prices = page.getByRole("list", { name: /^Item prices at / });
  await expect(prices.getByRole("listitem")).toHaveCount(15);
  // Its subtotal, tax and total, the total the same as in its row above.
  const section = page.getByRole("region", { name: `Prices at ${lastStore.name}` });
  const lastTotal = /\$\d+\.\d{2}/.exec(lastText)![0];
  await expect(section.getByRole("definition").last()).toContainText(lastTotal);
  await expect(section.getByRole("term")).toHaveText(["Subtotal", "Tax (8%)", "Total"]);
  await expectNoAxeViolations(page);
});

// Decision 062: an imported item carries no price until a source prices it, and no source says which chains sell it.
// The API says so (assortmentKnown false, tested in imported-items.routes.test.ts); the end-to-end servers hold no
// import, so the cart's answer is given that flag here for one of its items, priced nowhere.
test("an item no source prices says 'No price yet', not 'Not carried', in the comparison and the missing count @phone", async ({
  page,
}) => {
  const { items } = await shopperWithCart(page.request, `no-price-${Date.now()}@example.com`, 3);
  const unpriced = items[1]!;
  await page.route("**/api/cart", async (route) => {
    if (route.request().method() !== "GET") return route.fallback();
    const headers = { ...route.request().headers() };
    delete headers["if-none-match"];
    const response = await route.fetch({ headers });
    const entries = (await response.json()) as { itemId: number; assortmentKnown: boolean; storePrices: Record<string, unknown>[] }[];
    for (const entry of entries.filter((e) => e.itemId === unpriced.id)) {
      entry.assortmentKnown = false;
      entry.storePrices = entry.storePrices.map((price) => ({
        ...price,
        ...{ price: null, low: null, high: null, available: false, unitPrice: null, source: null, sourceLabel: null, observedAt: null },
        ...{ pricedItem: null, packs: null, lineTotal: null },
      }));
    }
    const { etag: _etag, ...rest } = response.headers();
    await route.fulfill({ response, headers: rest, json: entries });
  });
  await page.goto("/");
  await expect(page.getByText("Updating prices…")).toHaveCount(0);
  if ((page.viewportSize()?.width ?? 1280) < 640) {
    await expect(page.getByRole("list", { name: /^Item prices at / })).toBeVisible({ timeout: 60_000 });
    const line = page.getByRole("list", { name: /^Item prices at / }).getByRole("listitem").filter({ hasText: unpriced.name });
    await expect(line).toContainText("No price yet");
    await expect(line).not.toContainText("Not carried");
  } else {
    const table = page.getByRole("table", { name: "Cart prices by store" });
    // The table comes after the stores' totals are read: a while on a loaded machine.
    await expect(table).toBeVisible({ timeout: 60_000 });
    const row = table.locator("tr", { hasText: unpriced.name });
    await expect(row.getByText("No price yet", { exact: true })).toHaveCount(5);
    await expect(row.getByText("Not carried")).toHaveCount(0);
    await expect(table.getByText("1 item with no price yet", { exact: true })).toHaveCount(5);
  }
  await expectNoAxeViolations(page, { onPhone: true });
});
