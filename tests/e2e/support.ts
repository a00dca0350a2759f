import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

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

/**
 * Fails on any axe violation on the page, or only inside `scope` (a CSS selector, e.g. an open dialog's). Every axe rule
 * runs as before; two settings make a run about 2.5x cheaper in CPU (decision 067): axe runs in the page itself
 * (legacy mode: the default opens a blank page to merge the results of cross-origin frames, which the app has none
 * of), and it reports the nodes of violations only, not of every rule that passed.
 */
export async function expectNoAxeViolations(
  page: Page,
  { scope, what, onPhone = false }: { scope?: string; what?: string; onPhone?: boolean } = {},
) {
  // A journey tagged @phone runs on both projects; axe checks its screen states in the desktop run, and its phone copy
  // checks again only a state no phone-only journey checks at 360 px (onPhone): phone-layout.spec.ts and
  // phone-comparison.spec.ts (@phone-only) check every screen and dialog there, each check costing 2-5 CPU-s.
  const info = test.info();
  if (info.project.name === "phone" && !onPhone && !info.titlePath.join(" ").includes("@phone-only")) return;
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  const { violations } = await (scope ? axe.include(scope) : axe).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

/** Searches the demo's or the cart's search box and adds the result whose button is named. */
export async function addToDemoCart(page: Page, query: string, addButton: string) {
  await page.getByRole("searchbox", { name: "Search items" }).fill(query);
  await page.getByRole("button", { name: addButton }).click();
}
