import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Signs in through the local sign-in page (test mode) and waits for the welcome. */
export async function signIn(page: Page, email: string, firstName: string) {
  await page.goto("/login?returnTo=%2F");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/First name/).fill(firstName);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(`Welcome back, ${firstName}`)).toBeVisible();
}

export async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Searches the demo's or the cart's search box and adds the result whose button is named. */
export async function addToDemoCart(page: Page, query: string, addButton: string) {
  await page.getByRole("searchbox", { name: "Search items" }).fill(query);
  await page.getByRole("button", { name: addButton }).click();
}
