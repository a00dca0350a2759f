import { expect, test, type Page } from "@playwright/test";
import { openCartOptions } from "./cart-support";
import { expectNoAxeViolations, signIn } from "./support";

// Premium favorites and recurring orders (issue 10): a Premium shopper uses both; a free shopper meets
// the teasers and the 'Premium Feature' prompt.

const MILK = { query: "whole milk", name: "Whole Milk", brand: "Turner's" };
const BANANAS = { query: "bananas", name: "Bananas", brand: "Dole" };

/** Upgrades through the test-mode checkout with Stripe's 4242 test card. */
async function becomePremium(page: Page) {
  await page.goto("/subscribe");
  const form = page.getByRole("form", { name: "Card payment" });
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel(/Expiry/).fill("12 / 40");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Welcome" }).getByText("Premium Member")).toBeVisible();
}

async function search(page: Page, query: string) {
  await page.getByLabel("Search grocery items").fill(query);
  return page.getByRole("list", { name: "Search suggestions" });
}

test.describe("favorites and recurring orders", () => {
  // The browser reports a spot in Pittsburgh, which the page picks up on first load.
  test.use({ geolocation: { latitude: 40.4443, longitude: -79.9554 }, permissions: ["geolocation"] });

  // The whole flow runs on the desktop; the phone journey below takes its phone states (decision 089).
  test("a Premium shopper favorites two items, adds them to the cart, removes one, and runs a weekly order", async ({ page }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, `favorites-${stamp}@example.com`, "Pat");
    await becomePremium(page);
    await expect(page.getByText(/Shopping near/)).toBeVisible();

    const favoritesPanel = page.getByRole("region", { name: "Favorites" });
    await expect(favoritesPanel.getByText(/No favorites yet/)).toBeVisible();
    const recurringPanel = page.getByRole("region", { name: "Recurring Orders" });
    await expect(recurringPanel.getByText(/No recurring orders yet/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Two hearts from search.
    for (const item of [MILK, BANANAS]) {
      const results = await search(page, item.query);
      const heart = results.getByRole("button", { name: `Favorite ${item.name}, ${item.brand}` });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(page.getByText("Item saved to your favorites", { exact: true })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }
    await page.keyboard.press("Escape");

    const favorites = favoritesPanel.getByRole("list", { name: "Favorite items" });
    await expect(favorites.getByRole("listitem")).toHaveCount(2);
    const milk = favorites.getByRole("listitem", { name: `${MILK.name}, ${MILK.brand}` });
    await expect(milk.getByText(/Best price: \$\d+\.\d{2}\s*est\. at .+/)).toBeVisible();
    await milk.getByLabel("How often").selectOption("monthly");
    await milk.getByLabel("Notes").fill("the 1 gallon jug");
    await milk.getByLabel("Notes").press("Enter");
    await page.reload();
    await expect(milk.getByLabel("How often")).toHaveValue("monthly");
    await expect(milk.getByLabel("Notes")).toHaveValue("the 1 gallon jug");

    // Add all to the cart: both items, with filled hearts on the cart rows.
    await favoritesPanel.getByRole("button", { name: "Add all to cart" }).click();
    await expect(page.getByText("2 favorites added to your cart", { exact: true })).toBeVisible();
    const cart = page.getByRole("list", { name: "Cart items" });
    await expect(cart.getByRole("listitem")).toHaveCount(2);
    for (const item of [MILK, BANANAS]) await openCartOptions(page, item.name);
    await expect(cart.getByRole("button", { name: `Favorite ${MILK.name}, ${MILK.brand}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Remove one favorite.
    await favorites.getByRole("button", { name: `Remove ${BANANAS.name} from favorites` }).click();
    await expect(page.getByText("Removed from favorites", { exact: true })).toBeVisible();
    await expect(favorites.getByRole("listitem")).toHaveCount(1);
    await expect(cart.getByRole("button", { name: `Favorite ${BANANAS.name}, ${BANANAS.brand}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    // A weekly order from the cart.
    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Create Recurring Order" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Recurring Order" });
    await expect(dialog.getByRole("radio", { name: /Weekly/ })).toBeChecked();
    await expect(dialog.getByRole("list", { name: "Items in this order" }).getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Create Order" }).click();
    await expect(page.getByText("Recurring Order Created", { exact: true })).toBeVisible();

    const orders = recurringPanel.getByRole("list", { name: "Recurring orders" });
    const order = orders.getByRole("listitem").filter({ hasText: "Weekly order" }).first();
    await expect(order.getByText(/Next order: /)).toBeVisible();
    const active = order.getByRole("switch", { name: "Active" });
    await expect(active).toBeChecked();
    await active.click();
    await expect(order.getByText("Paused", { exact: true })).toBeVisible();
    await expect(active).not.toBeChecked();
    await active.click();
    await expect(order.getByText(/Next order: /)).toBeVisible();
    await expect(active).toBeChecked();

    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Open it at a store.
    await order.getByRole("button", { name: /Open .* at stores/ }).click();
    const stores = page.getByRole("dialog", { name: "Open at stores" });
    await stores.getByRole("button", { name: "Get store links" }).click();
    const links = stores.getByRole("list", { name: "Store links" }).getByRole("link");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThan(0);
    await expect(links.first()).toHaveAttribute("href", /^https?:\/\//);
    await expect(links.first()).toHaveAttribute("target", "_blank");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await order.getByRole("button", { name: /Delete Weekly order/ }).click();
    await expect(recurringPanel.getByText(/No recurring orders yet/)).toBeVisible();
  });

  test("on a phone: a Premium shopper's heart from search, the cart row's behind its options, and a weekly order at 360 px @phone-only", async ({
    page,
  }) => {
    // The phone's own states of the Premium journey above: the search's hearts, the favorites and recurring panels at
    // 360 px, the cart row's heart behind "Options for …", and the stores' links. Notes kept over a
    // reload, removing one, pausing and deleting are the same components on every screen (desktop run).
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, `favorites-phone-${stamp}@example.com`, "Pat");
    await becomePremium(page);
    await expect(page.getByText(/Shopping near/)).toBeVisible();
    const favoritesPanel = page.getByRole("region", { name: "Favorites" });
    await expect(favoritesPanel.getByText(/No favorites yet/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Recurring Orders" }).getByText(/No recurring orders yet/)).toBeVisible();

    for (const item of [MILK, BANANAS]) {
      const heart = (await search(page, item.query)).getByRole("button", { name: `Favorite ${item.name}, ${item.brand}` });
      await heart.click();
      await expect(page.getByText("Item saved to your favorites", { exact: true })).toBeVisible();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }
    await page.getByLabel("Search grocery items").fill("");
    await expect(page.getByRole("list", { name: "Search suggestions" })).toBeHidden();

    const milk = favoritesPanel
      .getByRole("list", { name: "Favorite items" })
      .getByRole("listitem", { name: `${MILK.name}, ${MILK.brand}` });
    await expect(milk.getByText(/Best price: \$\d+\.\d{2}\s*est\. at .+/)).toBeVisible();
    await expect(milk.getByLabel("How often")).toBeVisible();
    await favoritesPanel.getByRole("button", { name: "Add all to cart" }).click();
    const cart = page.getByRole("list", { name: "Cart items" });
    await expect(cart.getByRole("listitem")).toHaveCount(2);
    const cartHeart = cart.getByRole("button", { name: `Favorite ${MILK.name}, ${MILK.brand}` });
    await expect(cartHeart).toBeHidden();
    await openCartOptions(page, MILK.name);
    await expect(cartHeart).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Create Recurring Order" }).click();
    await page.getByRole("dialog", { name: "Create Recurring Order" }).getByRole("button", { name: "Create Order" }).click();
    await expect(page.getByText("Recurring Order Created", { exact: true })).toBeVisible();
    const order = page
      .getByRole("region", { name: "Recurring Orders" })
      .getByRole("list", { name: "Recurring orders" })
      .getByRole("listitem")
      .filter({ hasText: "Weekly order" })
      .first();
    await expect(order.getByRole("switch", { name: "Active" })).toBeChecked();
    // Nothing is wider than the screen: 360 px with a favorite, a cart row's options open and an order.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await order.getByRole("button", { name: /Open .* at stores/ }).click();
    const stores = page.getByRole("dialog", { name: "Open at stores" });
    await stores.getByRole("button", { name: "Get store links" }).click();
    await expect(stores.getByRole("list", { name: "Store links" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^https?:\/\//,
    );
  });

  test("a free shopper sees the teasers, and a heart or 'Create Recurring Order' opens the upgrade prompt @phone", async ({
    page,
  }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, `free-favorites-${stamp}@example.com`, "Fran");
    await expect(page.getByRole("region", { name: "Favorites" }).getByRole("link", { name: "Upgrade to Premium" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Recurring Orders" }).getByRole("link", { name: "Upgrade to Premium" }),
    ).toBeVisible();

    const results = await search(page, MILK.query);
    await results.getByRole("button", { name: `Favorite ${MILK.name}, ${MILK.brand}` }).click();
    const prompt = page.getByRole("dialog", { name: "Premium Feature" });
    await expect(prompt.getByText(/Upgrade to Premium to use Favorites/)).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole("button", { name: "Maybe Later" }).click();

    await (await search(page, MILK.query)).getByRole("button", { name: /^Add Whole Milk, Turner's/ }).click();
    await expect(page.getByText("Item successfully added to your cart", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Create Recurring Order" }).click();
    await expect(prompt.getByText(/Upgrade to Premium to use Recurring Orders/)).toBeVisible();
    await prompt.getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
  });
});
