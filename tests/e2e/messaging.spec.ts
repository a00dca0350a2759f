import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Cart export, text messages and suggestions: a Premium shopper exports, texts and suggests (the
// messages land in the local outbox, read at /dev/outbox); a free shopper gets the upgrade prompt.

const ITEMS = [
  { query: "whole milk", button: "Add Whole Milk, Turner's, 1 gal to cart", line: "Whole Milk (Turner's) - 1 1 gal" },
  { query: "bananas", button: "Add Bananas, Dole, 1 lb to cart", line: "Bananas (Dole) - 1 1 lb" },
  { query: "gala apples", button: "Add Gala Apples, Stemilt, 3 lb to cart", line: "Gala Apples (Stemilt) - 1 3 lb" },
  { query: "strawberries", button: "Add Strawberries, Driscoll's, 1 lb to cart", line: "Strawberries (Driscoll's) - 1 1 lb" },
];

/** Local test-mode payments: the 4242 card makes the shopper Premium. */
async function subscribe(page: Page) {
  await page.goto("/subscribe");
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel(/Expiry/).fill("12 / 40");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Welcome" }).getByText("Premium Member")).toBeVisible();
}

async function addFromSearch(page: Page, query: string, item: string) {
  await page.getByLabel("Search grocery items").fill(query);
  await page.getByRole("list", { name: "Search suggestions" }).getByRole("button", { name: item }).click();
  await expect(page.getByText("Item successfully added to your cart", { exact: true })).toBeVisible();
}

const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

/**
 * The export dialog's store links (one per selected store, each an http(s) page, each row read from the left: the
 * store's name starts at the row's start, not centred in it), then the list texted from it (a blank number keeps Send
 * disabled).
 */
async function storeLinksThenText(page: Page, dialog: Locator) {
  const storeLinks = dialog.getByRole("link");
  await expect(storeLinks).toHaveCount(5);
  for (const href of await storeLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(/^https:\/\//);
  for (const link of await storeLinks.all()) {
    const row = (await link.boundingBox())!;
    const name = (await link.locator("span").first().boundingBox())!;
    expect(name.x - row.x).toBeLessThan(20);
  }
  await dialog.getByRole("button", { name: "Send via SMS" }).click();
  const sms = page.getByRole("dialog", { name: "Send via SMS" });
  await expect(sms.getByRole("button", { name: "Send SMS" })).toBeDisabled();
  await sms.getByLabel("Phone Number").fill("(412) 555-0134");
  await sms.getByRole("button", { name: "Send SMS" }).click();
  await expect(page.getByText("Your shopping list has been sent via text message.", { exact: true })).toBeVisible();
}

test.describe("cart export, text messages and suggestions", () => {
  // The whole flow runs on the desktop; the phone journey below takes its phone states (decision 089).
  test("a Premium shopper downloads the CSV, opens stores, texts the list and sends a suggestion, all seen in /dev/outbox", async ({
    page,
    context,
  }) => {
    // Four features in one journey with an axe check at each: about 35 s on a quiet machine, over 60 s under load
    // (seen in CI and at a load of 10, each time at a different step).
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const id = stamp();
    await signIn(page, `exporter-${id}@example.com`, "Erin");
    await subscribe(page);

    await page.getByLabel("Location").fill("15213");
    await page.getByRole("button", { name: "Set location" }).click();
    await expect(page.getByText(/Shopping near\s*Pittsburgh, PA 15213/)).toBeVisible();
    await page.getByRole("button", { name: "Select 5 Closest" }).click();
    await expect(page.getByText("5 of 5 stores selected")).toBeVisible();

    const cart = page.getByRole("region", { name: "Your Cart" });
    await expect(cart.getByRole("button", { name: "Export" })).toHaveCount(0);
    for (const item of ITEMS) await addFromSearch(page, item.query, item.button);

    await cart.getByRole("button", { name: "Export" }).click();
    const dialog = page.getByRole("dialog", { name: "Export Your Shopping Cart" });
    await expect(dialog.getByRole("list", { name: "Export preview" }).getByRole("listitem")).toHaveText(
      ITEMS.slice(0, 3).map((i) => i.line),
    );
    await expect(dialog.getByText("and 1 more items")).toBeVisible();
    await expectNoAxeViolations(page);

    // The CSV file: the header, then one row per item.
    const downloadPromise = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download shopping-list.csv" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("shopping-list.csv");
    const csv = await readFile((await download.path())!, "utf8");
    const rows = csv.trimEnd().split("\r\n");
    expect(rows[0]).toBe("Item Name,Brand,Quantity,Unit,Category");
    expect(rows.slice(1).map((row) => row.split(",").slice(0, 4).join(","))).toEqual([
      "Whole Milk,Turner's,1,1 gal",
      "Bananas,Dole,1,1 lb",
      "Gala Apples,Stemilt,1,3 lb",
      "Strawberries,Driscoll's,1,1 lb",
    ]);
    await expect(page.getByText("Shopping list saved as shopping-list.csv", { exact: true })).toBeVisible();

    // Copy as text: the clipboard holds the lines, and the check mark shows.
    await dialog.getByRole("button", { name: "Copy as text" }).click();
    await expect(dialog.getByRole("button", { name: "Copied as text" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ITEMS.map((i) => i.line).join("\n"));
    await expect(dialog.getByRole("button", { name: "Copy as text" })).toBeVisible({ timeout: 4000 });

    // The stores' links, then the list texted; the message lands in the outbox.
    await storeLinksThenText(page, dialog);

    await page.goto("/dev/outbox");
    const outbox = page.getByRole("list", { name: "Outbox messages" });
    const text = outbox.getByRole("listitem").filter({ hasText: "+14125550134" }).first();
    await expect(text).toContainText("My Shopping List:");
    await expect(text).toContainText("Strawberries (Driscoll's) - 1 1 lb");
    await expect(text).toContainText(/sent\s*via local/);
    await expectNoAxeViolations(page);

    // 'Make App Better' on the account screen.
    await page.goto("/account#suggestions");
    const card = page.getByRole("region", { name: "Make App Better" });
    await expect(card).toBeInViewport();
    const send = card.getByRole("button", { name: "Send Suggestion" });
    await expect(send).toBeDisabled();
    await card.getByLabel("Title").fill(`Aisle order ${id}`);
    await card.getByLabel("Description").fill("Sort my list by aisle.");
    await expect(card.getByText("22/2000 characters")).toBeVisible();
    await expectNoAxeViolations(page);
    await send.click();
    await expect(page.getByText("Suggestion Sent!", { exact: true })).toBeVisible();
    await expect(card.getByLabel("Title")).toHaveValue("");

    await page.goto("/dev/outbox");
    const mail = outbox.getByRole("listitem").filter({ hasText: `Suggestion: Aisle order ${id}` });
    await expect(mail).toContainText(`Reply-To: exporter-${id}@example.com`);
    await expect(mail).toContainText("Sort my list by aisle.");
  });

  test("on a phone: a Premium shopper's export dialog, its store links and text message, and the suggestion form at 360 px @phone-only", async ({
    page,
  }) => {
    // The phone's own states of the journey above: the export dialog's preview and store rows at 360 px, the text
    // message sent from it, and the account page scrolled to its suggestion form. Premium, the place, the stores and the
    // cart come by the API; the CSV file, the clipboard and the outbox's contents are the same on every screen
    // (desktop run); phone-layout.spec.ts checks the export and SMS dialogs' width and axe at 360 px.
    const id = stamp();
    await signIn(page, `exporter-phone-${id}@example.com`, "Erin");
    const { clientSecret } = (await (await page.request.post("/api/create-subscription")).json()) as { clientSecret: string };
    const paid = await page.request.post("/api/payments/local/confirm", {
      data: { clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const place = { lat: 40.4443, lng: -79.9554, address: "Pittsburgh, PA 15213" };
    const stores = (await (await page.request.get(`/api/stores?lat=${place.lat}&lng=${place.lng}&maxDistance=15`)).json()) as {
      id: number;
    }[];
    const prefs = await page.request.put("/api/preferences", {
      data: { location: place, radiusMiles: 15, selectedStoreIds: stores.slice(0, 5).map((store) => store.id) },
    });
    expect(prefs.status(), await prefs.text()).toBe(200);
    const catalog = (await (await page.request.get("/api/grocery-items")).json()) as {
      id: number;
      name: string;
      brand: string;
      unit: string;
    }[];
    for (const item of ITEMS) {
      const [, name, brand, unit] = /^(.+) \((.+)\) - 1 (.+)$/.exec(item.line)!;
      const found = catalog.find((i) => i.name === name && i.brand === brand && i.unit === unit)!;
      expect((await page.request.post("/api/cart", { data: { itemId: found.id, quantity: 1 } })).status()).toBe(201);
    }
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Welcome" }).getByText("Premium Member")).toBeVisible();

    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Export" }).click();
    const dialog = page.getByRole("dialog", { name: "Export Your Shopping Cart" });
    await expect(dialog.getByRole("list", { name: "Export preview" }).getByRole("listitem")).toHaveText(
      ITEMS.slice(0, 3).map((i) => i.line),
    );
    await expect(dialog.getByText("and 1 more items")).toBeVisible();
    await storeLinksThenText(page, dialog);

    await page.goto("/account#suggestions");
    const card = page.getByRole("region", { name: "Make App Better" });
    await expect(card).toBeInViewport();
    await card.getByLabel("Title").fill(`Aisle order ${id}`);
    await card.getByLabel("Description").fill("Sort my list by aisle.");
    await expect(card.getByText("22/2000 characters")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await card.getByRole("button", { name: "Send Suggestion" }).click();
    await expect(page.getByText("Suggestion Sent!", { exact: true })).toBeVisible();
  });

  test("a free shopper gets the 'Cart Export' upgrade prompt and no suggestion form @phone", async ({ page }) => {
    await signIn(page, `free-exporter-${stamp()}@example.com`, "Fran");
    await addFromSearch(page, ITEMS[1]!.query, ITEMS[1]!.button);
    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Export" }).click();
    const prompt = page.getByRole("dialog", { name: "Premium Feature" });
    await expect(prompt).toContainText("Cart Export");
    await expect(page.getByRole("dialog", { name: "Export Your Shopping Cart" })).toHaveCount(0);
    await prompt.getByRole("button", { name: "Maybe Later" }).click();

    await page.goto("/account#suggestions");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Make App Better" })).toHaveCount(0);
  });
});
