import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Family Premium (issue 13): the admin (ADMIN_EMAILS=admin@pennycart.example in playwright.config.ts)
// adds and removes family members at /admin/family; members are Premium from their next request.

const ADMIN = "admin@pennycart.example";

/** A signed-in shopper in a browser of their own. */
async function shopper(browser: Browser, email: string, firstName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, firstName);
  return page;
}

const planBadge = (page: Page) => page.getByRole("region", { name: "Welcome" });

async function openAdminPage(page: Page) {
  await page.getByRole("link", { name: "Admin: Family Premium Management" }).click();
  await expect(page.getByRole("heading", { name: "Family Premium Management" })).toBeVisible();
}

async function addMember(page: Page, name: string, email: string) {
  await page.getByRole("button", { name: "Add Family Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Family Member" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Add Member" }).click();
  await expect(page.getByText("Family member added successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

async function removeMember(page: Page, name: string) {
  await page.getByRole("button", { name: `Remove ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Family Member" });
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(page.getByText("Family member removed successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("list", { name: "Family members" }).getByText(name, { exact: true })).toHaveCount(0);
}

test.describe("family Premium", () => {
  test("the admin adds Kid@Example.com; kid@example.com signs in as Family Premium and saves a favorite @phone", async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    await signIn(page, ADMIN, "Boss");
    await openAdminPage(page);
    await expect(page.getByRole("region", { name: "Security Notice" })).toContainText("revokes their Premium access immediately");
    await expectNoAxeViolations(page);

    // The dialog checks its fields before anything is sent.
    await page.getByRole("button", { name: "Add Family Member" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Family Member" });
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields");
    await dialog.getByLabel("Name").fill("Kid");
    await dialog.getByLabel("Email").fill("kid-at-example.com");
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await addMember(page, `Kid ${stamp}`, `Kid-${stamp}@Example.com`);
    const row = page
      .getByRole("list", { name: "Family members" })
      .getByRole("listitem")
      .filter({ hasText: `Kid ${stamp}` });
    await expect(row).toContainText(`Kid-${stamp}@Example.com`);
    await expect(row).toContainText("Premium Access");
    await expect(row).toContainText(/Added \d/);

    // The same address in another casing is refused with the server's message.
    await page.getByRole("button", { name: "Add Family Member" }).click();
    await dialog.getByLabel("Name").fill("Twin");
    await dialog.getByLabel("Email").fill(`KID-${stamp}@example.COM`);
    await dialog.getByRole("button", { name: "Add Member" }).click();
    await expect(page.getByText("That e-mail is already a family member", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");

    const kid = await shopper(browser, `kid-${stamp}@example.com`, "Kiddo");
    await expect(planBadge(kid).getByText("Premium Member")).toBeVisible();
    await kid.getByLabel("Search grocery items").fill("whole milk");
    const heart = kid
      .getByRole("list", { name: "Search suggestions" })
      .getByRole("button", { name: /^Favorite Whole Milk/ })
      .first();
    await heart.click();
    await expect(kid.getByText("Item saved to your favorites", { exact: true })).toBeVisible();
    await kid.goto("/account");
    await expect(kid.getByRole("region", { name: "Subscription Details" }).getByText("Family Premium")).toBeVisible();
    await kid.context().close();
  });

  test("a signed-in shopper added later is Premium on their next request and Free after removal; a paying one stays Premium", async ({
    page,
    browser,
  }) => {
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const later = await shopper(browser, `later-${stamp}@example.com`, "Lee");
    await expect(planBadge(later).getByText("Free Plan")).toBeVisible();

    await signIn(page, ADMIN, "Boss");
    await openAdminPage(page);
    await addMember(page, `Lee ${stamp}`, `later-${stamp}@example.com`);
    await later.reload();
    await expect(planBadge(later).getByText("Premium Member")).toBeVisible();

    await removeMember(page, `Lee ${stamp}`);
    await later.reload();
    await expect(planBadge(later).getByText("Free Plan")).toBeVisible();
    await later.context().close();

    // A member who pays keeps their own subscription when removed.
    const payer = await shopper(browser, `payer-${stamp}@example.com`, "Pam");
    await payer.goto("/subscribe");
    const form = payer.getByRole("form", { name: "Card payment" });
    await form.getByLabel("Card number").fill("4242 4242 4242 4242");
    await form.getByLabel(/Expiry/).fill("12 / 40");
    await form.getByLabel("CVC").fill("123");
    await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();
    await expect(payer).toHaveURL(/\/$/, { timeout: 15_000 });
    await addMember(page, `Pam ${stamp}`, `payer-${stamp}@example.com`);
    await removeMember(page, `Pam ${stamp}`);
    await payer.goto("/account");
    await expect(payer.getByRole("region", { name: "Subscription Details" }).getByText("Premium (Active)")).toBeVisible();
    await payer.context().close();
  });

  test("a shopper who is not an admin has no Admin button and is told so at /admin/family @phone", async ({ page }) => {
    await signIn(page, `shopper-${Date.now()}@example.com`, "Sam");
    await expect(page.getByRole("link", { name: "Admin: Family Premium Management" })).toHaveCount(0);
    await page.goto("/admin/family");
    await expect(page.getByRole("alert").filter({ hasText: "Admin Access Required" })).toContainText(
      "You need admin privileges to manage family members.",
    );
    await expect(page.getByRole("button", { name: "Add Family Member" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a signed-out visitor is told they are logged out and sent to sign in", async ({ page }) => {
    await page.goto("/admin/family");
    await expect(page.getByText("You are logged out. Logging in again...", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Ffamily/);
  });
});
