import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support";

// Premium in local test mode (no Stripe keys): the card form charges nothing and follows Stripe's test cards.

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByRole("form", { name: "Card payment" });
  await expect(form.getByText("Test mode — no real charge")).toBeVisible();
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel(/Expiry/).fill("12 / 40");
  await form.getByLabel("CVC").fill("123");
  return form;
}

test.describe("Premium subscription in test mode", () => {
  test("a free shopper upgrades with 4242..., becomes a Premium Member, cancels and keeps Premium through the grace period", async ({ page }) => {
    await signIn(page, `upgrade-${Date.now()}@example.com`, "Robin");
    await expect(page.getByRole("region", { name: "Welcome" }).getByText("Free Plan")).toBeVisible();

    await page.goto("/account");
    const details = page.getByRole("region", { name: "Subscription Details" });
    await expect(details.getByText("Free", { exact: true })).toBeVisible();
    await details.getByRole("link", { name: /Upgrade to Premium/ }).click();

    await expect(page).toHaveURL(/\/subscribe$/);
    const features = page.getByRole("region", { name: "Premium Features" });
    for (const feature of ["Save Favorite Items", "Recurring Orders", "Cart Export", "Priority Support", "Just $1.99/month", "Cancel anytime, no questions asked"]) {
      await expect(features.getByText(feature)).toBeVisible();
    }
    const checkout = page.getByRole("region", { name: "Complete Your Subscription" });
    await expect(checkout.getByText("You're upgrading to Premium for $1.99/month")).toBeVisible();

    const form = await fillCard(page, "4242 4242 4242 4242");
    await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();
    await expect(page.getByText("Welcome to Premium! You now have access to all features.", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(page.getByRole("region", { name: "Welcome" }).getByText("Premium Member")).toBeVisible();

    await page.goto("/account");
    await expect(details.getByText("Premium (Active)", { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Premium Features" }).getByText("Included", { exact: true })).toHaveCount(4);
    await details.getByRole("button", { name: "Cancel Subscription" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel your Premium subscription?" });
    await dialog.getByRole("button", { name: "Yes, Cancel Subscription" }).click();
    await expect(page.getByText("Subscription Cancelled", { exact: true })).toBeVisible();

    // The page reloads into the grace period.
    await expect(details.getByText("Grace Period", { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(details.getByText(/^\d+ days? remaining$/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Account Information" }).getByText("Premium Member")).toBeVisible();

    // Premium users are told they already have it; a cancelled subscription still paid for is resumed, not bought again.
    await page.goto("/subscribe");
    const notice = page.getByRole("region", { name: "You already have Premium" });
    await expect(
      notice.getByText(/Your plan: Grace Period\. Your subscription is paid through .* and will not renew/),
    ).toBeVisible();
    await notice.getByRole("button", { name: "Resume Premium" }).click();
    await expect(page.getByText("Premium Resumed", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Your subscription renews on .+\. Nothing is charged before then\.$/)).toBeVisible();
    await expect(notice.getByText(/^Your plan: Premium \(Active\)\./)).toBeVisible();
    await expect(notice.getByRole("button", { name: "Resume Premium" })).toHaveCount(0);

    await notice.getByRole("link", { name: "View your subscription" }).click();
    await expect(details.getByText("Premium (Active)", { exact: true })).toBeVisible();
    await expect(details.getByText("Renews on")).toBeVisible();
    await expect(details.getByRole("button", { name: "Cancel Subscription" })).toBeVisible();
  });

  test("a declined card shows 'Payment Failed' with the provider's message and changes nothing @phone", async ({ page }) => {
    await signIn(page, `declined-${Date.now()}@example.com`, "Dana");
    await page.goto("/subscribe");
    const form = await fillCard(page, "4000 0000 0000 0002");
    await form.getByRole("button", { name: "Subscribe for $1.99/month" }).click();

    await expect(page.getByText("Payment Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Your card was declined.", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Subscribe for $1.99/month" })).toBeEnabled();
    await expect(page).toHaveURL(/\/subscribe$/);

    await page.goto("/account");
    await expect(page.getByRole("region", { name: "Account Information" }).getByText("Free Plan")).toBeVisible();
  });
});
