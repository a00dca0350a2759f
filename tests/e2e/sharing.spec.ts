import { expect, test, type Page } from "@playwright/test";
import jsQR from "jsqr";
import { expectNoAxeViolations, signIn } from "./support";

// Sharing a cart by link and QR code, the public list page, and copying it into another cart.

const HOSTILE_TITLE = `Taco "><script>alert(1)</script> Night`;
const ITEMS = [
  {
    query: "whole milk",
    button: "Add Whole Milk, Turner's, 1 gal to cart",
    name: "Whole Milk",
    brand: "Turner's",
    unit: "1 gal",
  },
  { query: "bananas", button: "Add Bananas, Dole, 1 lb to cart", name: "Bananas", brand: "Dole", unit: "1 lb" },
  { query: "gala apples", button: "Add Gala Apples, Stemilt, 3 lb to cart", name: "Gala Apples", brand: "Stemilt", unit: "3 lb" },
  {
    query: "strawberries",
    button: "Add Strawberries, Driscoll's, 1 lb to cart",
    name: "Strawberries",
    brand: "Driscoll's",
    unit: "1 lb",
  },
];

async function fillSignIn(page: Page, email: string, firstName: string, lastName?: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/First name/).fill(firstName);
  if (lastName) await page.getByLabel(/Last name/).fill(lastName);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

async function addFromSearch(page: Page, query: string, item: string) {
  await page.getByLabel("Search grocery items").fill(query);
  await page.getByRole("list", { name: "Search suggestions" }).getByRole("button", { name: item }).click();
  await expect(page.getByText("Item successfully added to your cart", { exact: true })).toBeVisible();
}

/** Reads the QR code image on the page back into text, from its rendered pixels. */
async function decodeQr(page: Page, name: string): Promise<string | undefined> {
  const pixels = await page.getByRole("img", { name }).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const size = 400;
    const canvas = document.createElement("canvas");
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext("2d")!;
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size, size);
    context.drawImage(img, 0, 0, size, size);
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data;
}

test.describe("sharing a list", () => {
  test("a free shopper shares a 4-item cart whose QR code holds the link; a visitor opens it, signs in, lands back on it and copies it @phone", async ({
    page,
    browser,
    context,
  }) => {
    // Two shoppers, four searches and a QR decode: longer than one journey on a busy machine.
    test.setTimeout(150_000);
    page.on("dialog", () => {
      throw new Error("a script in the title ran");
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await page.goto("/login?returnTo=%2F");
    await fillSignIn(page, `sharer-${stamp}@example.com`, "Sam", "Sharer");
    await expect(page.getByText("Welcome, Sam!")).toBeVisible();
    await expect(page.getByRole("region", { name: "Welcome" }).getByText("Free Plan")).toBeVisible();
    for (const item of ITEMS) await addFromSearch(page, item.query, item.button);

    // The Share List dialog: title defaults, blank titles cannot be shared.
    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share List" });
    const title = dialog.getByLabel("Title");
    await expect(title).toHaveValue("My Grocery List");
    await title.fill("  ");
    await expect(dialog.getByRole("button", { name: "Create Share Link" })).toBeDisabled();
    await title.fill(HOSTILE_TITLE);
    await dialog.getByLabel("Description (optional)").fill("Everything for Friday");
    await dialog.getByRole("button", { name: "Create Share Link" }).click();

    const linkField = dialog.getByLabel("Share link");
    await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{22}$/);
    const link = await linkField.inputValue();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);

    // The QR code on screen decodes to the link; the PNG download is offered.
    await expect(dialog.getByRole("img", { name: `QR code for ${link}` })).toBeVisible();
    expect(await decodeQr(page, `QR code for ${link}`)).toBe(link);
    await expect(dialog.getByRole("link", { name: "Download QR Code" })).toHaveAttribute("href", /^data:image\/png;base64,/);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(dialog.getByRole("button", { name: "Copy link" })).toBeVisible({ timeout: 4000 });
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Share Another List" }).click();
    await expect(dialog.getByLabel("Title")).toHaveValue("My Grocery List");
    await page.keyboard.press("Escape");

    // A link pasted into a chat shows the list: the title in og:title, escaped.
    const preview = await page.request.get(link);
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`<meta property="og:title" content="Taco &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; Night" />`);
    expect(html).toContain(`<meta property="og:description" content="4 items: Whole Milk, Bananas, Gala Apples and 1 more." />`);
    expect(html).not.toContain("<script>alert(1)");
    expect((await page.request.get(link.replace(/[A-Za-z0-9_-]{22}$/, "A".repeat(22)))).status()).toBe(404);

    // The owner finds it under 'My shared lists'.
    await page.goto("/account");
    const mine = page.getByRole("region", { name: "My shared lists" });
    await expect(mine.getByRole("link", { name: HOSTILE_TITLE })).toBeVisible();
    await expect(mine.getByText(/^4 items · /)).toBeVisible();

    // A visitor opens the link and sees every field.
    const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const visitor = await visitorContext.newPage();
    visitor.on("dialog", () => {
      throw new Error("a script in the title ran");
    });
    await visitor.goto(link);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(HOSTILE_TITLE);
    await expect(visitor.getByText("Everything for Friday")).toBeVisible();
    await expect(visitor.getByText("Sam Sharer")).toBeVisible();
    await expect(visitor.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(visitor.getByText("4 items", { exact: true })).toBeVisible();
    const rows = visitor.getByRole("list", { name: "List items" }).getByRole("listitem");
    await expect(rows).toHaveCount(4);
    for (const [i, item] of ITEMS.entries()) {
      await expect(rows.nth(i).getByText(item.name, { exact: true })).toBeVisible();
      await expect(rows.nth(i).getByText(`${item.brand} · ${item.unit}`)).toBeVisible();
      await expect(rows.nth(i).getByText("Qty: 1")).toBeVisible();
    }
    await expect(visitor.getByRole("button", { name: "Copy All to Cart" })).toHaveCount(0);
    await expect(visitor.getByRole("heading", { name: "Want to use this list?" })).toBeVisible();
    await expectNoAxeViolations(visitor);

    // Signing in returns the visitor to the list, where they copy it into their cart.
    await visitor.getByRole("region", { name: "Want to use this list?" }).getByRole("link", { name: "Sign In" }).click();
    await fillSignIn(visitor, `taker-${stamp}@example.com`, "Tia");
    await expect(visitor).toHaveURL(link);
    await visitor.getByRole("button", { name: "Copy All to Cart" }).click();
    await expect(visitor.getByText("List Copied!", { exact: true })).toBeVisible();
    await expect(visitor.getByText("4 items were added to your cart.", { exact: true })).toBeVisible();
    await visitor.goto("/");
    const cart = visitor.getByRole("list", { name: "Cart items" });
    for (const item of ITEMS) await expect(cart.getByText(item.name, { exact: true })).toBeVisible();
    await visitorContext.close();
  });

  test("SMS sharing is Premium: a free shopper who presses send gets the upgrade prompt, in the share dialog and on the list page", async ({
    page,
  }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, `free-sms-${stamp}@example.com`, "Fran");
    await expect(page.getByText("Welcome, Fran!")).toBeVisible();
    await addFromSearch(page, ITEMS[0]!.query, ITEMS[0]!.button);
    await page.getByRole("region", { name: "Your Cart" }).getByRole("button", { name: "Share" }).click();
    const share = page.getByRole("dialog", { name: "Share List" });
    await share.getByRole("button", { name: "Create Share Link" }).click();
    const link = await share.getByLabel("Share link").inputValue();

    // No Premium badge for a free user; the SMS dialog's default text carries the link.
    await expect(share.getByRole("button", { name: "Share via SMS" })).toHaveText("Share via SMS");
    await share.getByRole("button", { name: "Share via SMS" }).click();
    const sms = page.getByRole("dialog", { name: "Share via SMS" });
    await expect(sms.getByText(`Check out my grocery list: ${link}`)).toBeVisible();
    await expect(sms.getByRole("button", { name: "Send SMS" })).toBeDisabled();
    await sms.getByLabel("Phone Number").fill("(412) 555-0134");
    await sms.getByRole("button", { name: "Send SMS" }).click();
    const upgrade = page.getByRole("dialog", { name: "Premium Feature" });
    await expect(upgrade.getByText(/text message sharing/)).toBeVisible();
    await upgrade.getByRole("button", { name: "Maybe Later" }).click();
    await page.keyboard.press("Escape");

    await page.goto(link);
    await page.getByRole("button", { name: "Share via SMS" }).click();
    await page.getByRole("dialog", { name: "Share via SMS" }).getByLabel("Phone Number").fill("(412) 555-0134");
    await page.getByRole("dialog", { name: "Share via SMS" }).getByRole("button", { name: "Send SMS" }).click();
    await expect(page.getByText("Premium Required", { exact: true })).toBeVisible();
    await expect(page.getByText("SMS sharing is a premium feature. Please upgrade to continue.", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Premium Feature" }).getByText(/text message sharing/)).toBeVisible();
  });

  test("a Premium shopper texts a shared list from its page with the default message", async ({ page }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, `premium-sms-${stamp}@example.com`, "Pia");
    await expect(page.getByText("Welcome, Pia!")).toBeVisible();
    await page.goto("/subscribe");
    const form = page.getByRole("form", { name: "Card payment" });
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByLabel(/Expiry/).fill("12 / 40");
    await form.getByLabel("CVC").fill("123");
    await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();
    await expect(page.getByRole("region", { name: "Welcome" }).getByText("Premium Member")).toBeVisible({ timeout: 15_000 });

    await addFromSearch(page, ITEMS[1]!.query, ITEMS[1]!.button);
    const created = await page.request.post("/api/shared-lists/from-cart", { data: { title: "Fruit run" } });
    const { shareUrl } = (await created.json()) as { shareUrl: string };
    await page.goto(shareUrl);
    const smsButton = page.getByRole("button", { name: /Share via SMS/ });
    await expect(smsButton.getByText("Premium")).toBeVisible();
    await smsButton.click();
    const sms = page.getByRole("dialog", { name: "Share via SMS" });
    await sms.getByLabel("Phone Number").fill("(412) 555-0199");
    await sms.getByRole("button", { name: "Send SMS" }).click();
    await expect(page.getByText("SMS Sent Successfully!", { exact: true })).toBeVisible();
    const outbox = (await (await page.request.get("/api/dev/outbox")).json()) as { to: string; body: string }[];
    expect(outbox.find((m) => m.to === "+14125550199")?.body).toBe(`Check out this grocery list: Fruit run - ${shareUrl}`);
  });

  test("an unknown list says 'List Not Found' and leads home @phone", async ({ page }) => {
    await page.goto(`/shared/${"B".repeat(22)}`);
    await expect(page.getByRole("heading", { name: "List Not Found" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
