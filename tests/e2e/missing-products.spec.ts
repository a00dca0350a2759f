import { expect, test } from "@playwright/test";
import { barcodePhoto } from "../support/barcode-image";
import { expectNoAxeViolations, signIn } from "./support";

// Issue 32 / decision 070: an unknown barcode a shopper scans reaches the admins' missing-products queue with its
// photo (ADMIN_EMAILS=admin@pennycart.example in playwright.config.ts); a shopper who is no admin is refused.

const ADMIN = "admin@pennycart.example";

test("an unknown barcode a shopper sent is listed for admins with its photo, at 360 px too @phone", async ({ page }) => {
  await signIn(page, "missing-sender@example.com", "Robin");
  const sent = await page.request.post("/api/barcodes", {
    multipart: { image: { name: "unknown.jpg", mimeType: "image/jpeg", buffer: await barcodePhoto("5901234123457") } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.goto("/admin/missing-products");
  await expect(page.getByRole("alert")).toContainText("You need admin privileges to see missing products.");

  await signIn(page, ADMIN, "Alex");
  await page.goto("/admin/missing-products");
  await expect(page.getByRole("heading", { name: "Missing Products", level: 1 })).toBeVisible();
  const queue = page.getByRole("list", { name: "Missing products" });
  const product = queue.getByRole("listitem").filter({ hasText: "Barcode 05901234123457" });
  await expect(product).toContainText(/Scanned by \d+ shoppers?, last on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  const photo = product.getByRole("link", { name: "See the photo of Barcode 05901234123457" });
  await expect(photo.locator("img")).toHaveJSProperty("complete", true);
  expect(await photo.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page, { onPhone: true });
});
