import { expect, test } from "@playwright/test";
import { addToDemoCart as addToCart } from "./support";

const TAX_RATE = 0.08;
const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);

// The demo a visitor opens from the landing page: sample stores, a sample cart and the location box.
test.describe("a visitor in the demo", () => {
  test("in the demo, a radius change keeps the stores still in range and fills the selection up to 3", async ({ page }) => {
    await page.goto("/demo");
    const stores = page.getByRole("list", { name: "Stores in range" });
    const store = (name: string) => page.getByRole("checkbox", { name });

    // 10 miles by default: the three stores in range, all selected.
    await expect(page.getByRole("slider", { name: "Distance" })).toHaveAttribute("aria-valuenow", "10");
    await expect(stores.getByRole("checkbox")).toHaveCount(3);
    for (const name of ["Steel City Market", "Three Rivers Grocery", "Budget Basket"]) await expect(store(name)).toBeChecked();

    await page.getByRole("button", { name: "5 mi", exact: true }).click();
    await expect(stores.getByRole("checkbox")).toHaveCount(2);
    await expect(page.getByText("2 of 5 stores selected")).toBeVisible();

    // Back out to 15 miles: both kept, the nearest other store fills the third place; the fourth is not selected.
    await page.getByRole("button", { name: "15 mi", exact: true }).click();
    await expect(stores.getByRole("checkbox")).toHaveCount(4);
    for (const name of ["Steel City Market", "Three Rivers Grocery", "Budget Basket"]) await expect(store(name)).toBeChecked();
    await expect(store("Green Valley Organics")).not.toBeChecked();

    // With the keyboard: the slider goes to 25 miles; a selection is filled up to 3, never beyond.
    await page.getByRole("slider", { name: "Distance" }).focus();
    await page.keyboard.press("End");
    await expect(page.getByText("Within 25 miles")).toBeVisible();
    await expect(stores.getByRole("checkbox")).toHaveCount(5);
    await expect(page.getByText("3 of 5 stores selected")).toBeVisible();
    await store("Hilltop Family Foods").focus();
    await page.keyboard.press("Space");
    await expect(store("Hilltop Family Foods")).toBeChecked();
    await expect(page.getByText("4 of 5 stores selected")).toBeVisible();
  });

  test("in the demo, a cart of three items shows the cheapest store and suggestions", async ({ page }) => {
    await page.goto("/demo");
    await expect(page.getByRole("link", { name: "Sign In to Save Progress" })).toHaveAttribute("href", "/api/login");
    await expect(page.getByRole("link", { name: "Sign In to Get Started" })).toHaveAttribute("href", "/api/login");

    await page.getByRole("searchbox", { name: "Search items" }).fill("mi");
    await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
    await addToCart(page, "milk", "Add Whole Milk (Turner's, 1 gal) to cart");
    await addToCart(page, "eggs", "Add Large Eggs (Eggland's Best, 12 ct) to cart");
    await addToCart(page, "coffee", "Add Ground Coffee (Folgers, 25.9 oz) to cart");
    await page.getByRole("searchbox", { name: "Search items" }).fill("zzzz");
    await expect(page.getByText('No items found for "zzzz"')).toBeVisible();
    // The demo searches by the signed-in rule: typos, and everyday words for what the catalog names otherwise.
    await page.getByRole("searchbox", { name: "Search items" }).fill("bananna");
    await expect(page.getByRole("button", { name: "Add Bananas (Chiquita, 1 lb) to cart" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search items" }).fill("soda");
    await expect(page.getByRole("list", { name: "Search results" }).getByRole("listitem").first()).toContainText("Cola");

    const cart = page.getByRole("list", { name: "Cart items" });
    await expect(cart.getByRole("listitem")).toHaveCount(3);
    await page.getByRole("button", { name: "Increase quantity of Ground Coffee (Folgers)" }).click();
    await expect(page.getByRole("group", { name: "Quantity of Ground Coffee (Folgers)" })).toContainText("2");
    await page.getByRole("button", { name: "Decrease quantity of Ground Coffee (Folgers)" }).click();
    await page.getByRole("button", { name: "Decrease quantity of Ground Coffee (Folgers)" }).click();
    await expect(cart.getByRole("listitem")).toHaveCount(2);
    await addToCart(page, "coffee", "Add Ground Coffee (Folgers, 25.9 oz) to cart");
    await expect(cart.getByRole("listitem")).toHaveCount(3);

    const totals = page.getByRole("list", { name: "Store totals" });
    await expect(totals.getByRole("listitem")).toHaveCount(3);
    const cheapest = totals.getByRole("listitem").filter({ hasText: "Lowest total" });
    await expect(cheapest).toHaveCount(1);
    await expect(cheapest).toHaveAccessibleName("Budget Basket");
    await expect(totals.getByText(/^\+\$\d+\.\d{2} more$/)).toHaveCount(2);

    // 8% tax on the subtotal, and the total is their sum.
    const amount = async (term: string) =>
      dollars(await cheapest.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`).innerText());
    const [subtotal, tax, total] = [await amount("Subtotal"), await amount("Tax (8%)"), await amount("Total")];
    expect(tax).toBe(Math.round(subtotal * TAX_RATE));
    expect(total).toBe(subtotal + tax);

    const suggestions = page.getByRole("list", { name: "Suggestions" });
    await expect(suggestions.getByRole("heading", { name: "Cheapest store: Budget Basket" })).toBeVisible();
    await expect(suggestions.getByRole("heading", { name: "Best split across two stores" })).toBeVisible();
    await expect(
      suggestions.getByText(
        /Whole Milk: Store Brand \(1 gal\) instead of Turner's \(1 gal\) saves \$\d+\.\d{2} at Budget Basket/,
      ),
    ).toBeVisible();

    const before = await cart.getByRole("listitem").allInnerTexts();
    await page.getByRole("button", { name: "Clear cart" }).click();
    await expect(page.getByText("Your cart is empty. Search for items to add them.")).toBeVisible();
    // As on the home page, the clear can be undone: the same lines, quantities and order (issue 28).
    await expect(page.getByText("3 items removed", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(cart.getByRole("listitem")).toHaveCount(3);
    expect(await cart.getByRole("listitem").allInnerTexts()).toEqual(before);
  });

  test("in the demo, the location is set from text on Enter only when it is not blank, and a denied position is explained", async ({
    page,
  }) => {
    await page.goto("/demo");
    const box = page.getByRole("textbox", { name: "Location" });
    await box.fill("   ");
    await box.press("Enter");
    await expect(page.getByText("Shopping near Downtown Pittsburgh, PA")).toBeVisible();

    await box.fill("16066");
    await box.press("Enter");
    await expect(page.getByText(/Shopping near Cranberry T.*, PA 16066/)).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Hilltop Family Foods" })).toBeChecked();

    await box.fill("Nowhere at all");
    await box.press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Unable to find that location. Please try a different address.");

    await page.getByRole("button", { name: "Back to the sample area" }).click();
    await expect(page.getByText("Shopping near Downtown Pittsburgh, PA")).toBeVisible();

    // No permission was granted to this page, so the browser refuses the position.
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("alert")).toHaveText("Location access denied. Please enable location services.");
  });

  test.describe("with location permission", () => {
    test.use({ geolocation: { latitude: 40.4442, longitude: -79.9532 }, permissions: ["geolocation"] });

    test("the demo uses the browser's position with a readable place name", async ({ page }) => {
      await page.goto("/demo");
      await page.getByRole("button", { name: "Use my location" }).click();
      await expect(page.getByText(/Shopping near Pittsburgh, PA 152\d\d/)).toBeVisible();
    });
  });
});
