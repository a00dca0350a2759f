import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Local sign-in as a shopper a journey names; the home page greets them. */
export async function signIn(page: Page, email: string, firstName: string) {
  await page.goto("/login?returnTo=%2F");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/First name/).fill(firstName);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(`Welcome back, ${firstName}`)).toBeVisible();
}

/** No axe violations on the page as it is now, listed by rule and element when there are. */
export async function expectAxeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
