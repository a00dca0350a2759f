import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Issue 15: every price says where it comes from and which period it describes; the banner states
// the true mix; /prices lists every source with its date and licence.

for (const viewport of [
  { name: "desktop", size: { width: 1280, height: 900 } },
  { name: "360 px", size: { width: 360, height: 800 } },
]) {
  test.describe(`price sources (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test("each price tells its source and period by keyboard, the banner the true mix, and /prices every source", async ({
      page,
    }) => {
      // Two searches, each waiting out its toast, and two axe runs: longer than one journey on a busy machine.
      test.setTimeout(120_000);
      await signIn(page, `prices.${viewport.size.width}@example.com`, "Robin");
      const banner = page.getByRole("region", { name: "Pricing status" });
      await expect(banner).toContainText(
        /[\d,]+ of [\d,]+ items start from US government average prices \(BLS and USDA\) from 2022 to Aug 2025; the rest are the team's estimates\./,
      );

      await page.getByLabel("Location").fill("15213");
      await page.getByRole("button", { name: "Set location" }).click();
      await expect(page.getByText(/Shopping near\s*Pittsburgh, PA 15213/)).toBeVisible();
      await page.getByLabel("Search grocery items").fill("milk");
      await page
        .getByRole("list", { name: "Search suggestions" })
        .getByRole("button", { name: "Add Whole Milk, Turner's, 1 gal to cart" })
        .click();
      const added = page.getByText("Item successfully added to your cart", { exact: true });
      await expect(added).toBeVisible();
      // The toast is a dismissable layer too, and Escape closes the top one: wait for it to go (5 s) so the Escape
      // below is the tooltip's whichever mounted last.
      await expect(added).toBeHidden();

      const label = "Estimate based on the BLS US average price for Aug 2025";
      const marks = page.getByRole("button", { name: `Price source: ${label}` });
      await expect(marks.first()).toBeVisible();
      // Reached with the keyboard: from the element before it, Tab.
      await marks.first().focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(marks.first()).toBeFocused();
      await expect(page.getByRole("tooltip")).toHaveText(label);
      // Escape closes it (axe's 'region' rule would count the open tooltip's portal as content outside landmarks).
      await page.keyboard.press("Escape");
      await expect(page.getByRole("tooltip")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A price from the average of another product names both (issue 30 item 5).
      await page.getByLabel("Search grocery items").fill("red potatoes");
      await page
        .getByRole("list", { name: "Search suggestions" })
        .getByRole("button", { name: "Add Red Potatoes, Unbranded, 3 lb to cart" })
        .click();
      await expect(added).toBeVisible();
      await expect(added).toBeHidden();
      const standIn = "Estimate: BLS average for white potatoes, applied to red potatoes (Aug 2025)";
      const standInMark = page.getByRole("button", { name: `Price source: ${standIn}` }).first();
      await standInMark.focus();
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tooltip")).toHaveText(standIn);
      // The long label wraps inside the screen, even at 360 px.
      const tip = await page.locator("[data-radix-popper-content-wrapper]").first().boundingBox();
      expect(tip!.x).toBeGreaterThanOrEqual(0);
      expect(tip!.x + tip!.width).toBeLessThanOrEqual(viewport.size.width);
      await page.keyboard.press("Escape");

      await page.getByRole("link", { name: "where our prices come from" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Where our prices come from" })).toBeVisible();
      const sources = page.getByRole("list", { name: "Price sources" });
      const bls = sources.getByRole("listitem", { name: "BLS Average Price Data" });
      await expect(bls).toContainText("Nov 2023 to Aug 2025");
      await expect(bls).toContainText(/Public domain/);
      await expect(sources.getByRole("listitem", { name: "Fruit and Vegetable Prices" })).toContainText("2022");
      const openPrices = sources.getByRole("listitem", { name: "Open Prices" });
      await expect(openPrices).toContainText("Open Database License (ODbL) 1.0");
      await expect(openPrices).toContainText("None yet");
      await expect(page.getByText(/[\d,]+ of [\d,]+ items start from US government average prices/)).toBeVisible();
      await expect(page.getByText(/then the price's label names both, as in .BLS average for white potatoes, applied to red potatoes./)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.size.width);
      await expectNoAxeViolations(page);
    });
  });
}

test("the /prices page says so when the sources cannot be loaded", async ({ page }) => {
  await page.route("**/api/price-sources", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Internal Server Error"}' }),
  );
  await page.goto("/prices");
  await expect(page.getByRole("alert")).toContainText("Error loading price sources");
  await expectNoAxeViolations(page);
});
