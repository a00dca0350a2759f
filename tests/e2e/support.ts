import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Signs a shopper in the way a saved sign-in state would: the local sign-in API sets the session cookie
 * in the page's browser context, then the home page opens signed in. Each journey still gets a shopper
 * of its own; the sign-in page itself is driven by the journeys of foundation.spec.ts and sharing.spec.ts.
 */
export async function signIn(page: Page, email: string, firstName: string) {
  const response = await page.request.post("/api/login/local", { data: { email, firstName } });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto("/");
  await expect(page.getByRole("region", { name: "Welcome" })).toContainText(firstName);
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
