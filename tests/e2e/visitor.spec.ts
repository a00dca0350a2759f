import { expect, test } from "@playwright/test";
import { addToDemoCart as addToCart, expectNoAxeViolations } from "./support";

test.describe("a visitor who is not signed in", () => {
  test("reads what PennyCart does, how it works and the plans, then opens the demo @phone", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Compare your grocery cart across real stores near you." }),
    ).toBeVisible();

    const example = page.getByRole("region", { name: "One basket, five stores" });
    await expect(example.getByRole("listitem")).toHaveCount(5);
    await expect(example.getByText("Lowest total")).toHaveCount(1);

    const howItWorks = page.locator("#how-it-works");
    await expect(howItWorks.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(howItWorks.getByRole("listitem")).toHaveCount(3);

    const plans = page.getByRole("region", { name: "Plans" });
    await expect(plans.getByRole("article", { name: "Free" })).toBeVisible();
    const premium = plans.getByRole("article", { name: "Premium" });
    await expect(premium).toContainText("$1.99/month");
    await expect(premium).toContainText("Cancel anytime");
    for (const feature of [
      "Favorites",
      "Recurring orders",
      "Cart export to store websites",
      "(SMS) sharing",
      "suggestions",
      "Priority support",
    ]) {
      await expect(premium).toContainText(feature);
    }
    for (const link of await page.getByRole("link", { name: "Sign In to Get Started" }).all())
      await expect(link).toHaveAttribute("href", "/api/login");

    // Nothing is wider than a 360 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByRole("main").getByRole("link", { name: "Try the demo" }).first().click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByRole("heading", { level: 1, name: "Try PennyCart on a sample cart" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test.describe("with scripts off", () => {
    test.use({ javaScriptEnabled: false });

    // `/` for a visitor is static HTML built from the app's components (decision 024): it paints before any script.
    test("the landing page is all there: headline, the sample basket, plans and the advertising address @phone", async ({
      page,
    }) => {
      await page.goto("/");
      await expect(
        page.getByRole("heading", { level: 1, name: "Compare your grocery cart across real stores near you." }),
      ).toBeVisible();
      const example = page.getByRole("region", { name: "One basket, five stores" });
      await expect(example.getByRole("listitem")).toHaveCount(5);
      await expect(example.getByText("Lowest total")).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Plans" }).getByRole("article", { name: "Premium" })).toContainText(
        "$1.99/month",
      );
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
      await expect(page.getByRole("button", { name: "Install app" })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    // The demo's first view is drawn at build time, a shared list by the server (decision 038).
    test("the demo's introduction and a shared list are there too, and an unknown list says so", async ({ page, request }) => {
      await page.goto("/demo");
      await expect(page.getByRole("heading", { level: 1, name: "Try PennyCart on a sample cart" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Sign In to Save Progress" })).toHaveAttribute("href", "/api/login");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);

      const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
      await request.post("/api/login/local", { data: { email: `static-share-${stamp}@example.com`, firstName: "Stella" } });
      const [item] = (await (await request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
      await request.post("/api/cart", { data: { itemId: item!.id, quantity: 2 } });
      const { shareUrl } = (await (await request.post("/api/shared-lists/from-cart", { data: { title: "Picnic" } })).json()) as {
        shareUrl: string;
      };
      await page.goto(shareUrl);
      await expect(page.getByRole("heading", { level: 1, name: "Picnic" })).toBeVisible();
      const rows = page.getByRole("list", { name: "List items" }).getByRole("listitem");
      await expect(rows).toHaveCount(1);
      await expect(rows.getByText(item!.name, { exact: true })).toBeVisible();
      await expect(rows.getByText("Qty: 2")).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Want to use this list?" }).getByRole("link", { name: "Sign In" }),
      ).toBeVisible();

      const missing = await page.goto(`/shared/${"C".repeat(22)}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "List Not Found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    });
  });

  // demo.html is drawn at build time and then taken over by the app in slices (decision 038): the drawn page must be
  // hydrated, not thrown away and drawn again (what React does after a hydration error), and work at once.
  test("the demo's drawn page is taken over as it is, and its first action works", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The app's entry waits until the drawn heading is marked, so the mark is on the element React must keep.
    let release = () => {};
    const marked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await marked;
      await route.continue();
    });
    await page.goto("/demo");
    const heading = page.getByRole("heading", { level: 1, name: "Try PennyCart on a sample cart" });
    await heading.evaluate((element) => element.setAttribute("data-drawn-at-build", ""));
    release();

    await addToCart(page, "milk", "Add Whole Milk (Turner's, 1 gal) to cart");
    await expect(page.getByRole("list", { name: "Cart items" }).getByRole("listitem")).toHaveCount(1);
    await page.getByRole("button", { name: "5 mi", exact: true }).click();
    await expect(page.getByText("2 of 5 stores selected")).toBeVisible();
    await expect(heading).toHaveAttribute("data-drawn-at-build", "");
    expect(errors).toEqual([]);
  });

  // The boot puts in the preload links of the app's and the demo's chunks, a few per task, before the app runs, so the
  // app's lazy imports of the demo page and workspace add none inside React's tasks (bench/RESULTS.md: each link is
  // main-thread time). Vite's preload helper adds its links with appendChild: each one's call stack says who asked.
  test("the demo's boot preloads every chunk its workspace loads, and React's rendering adds no preload link", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const added: { href: string; stack: string }[] = [];
      (window as unknown as { preloadLinksAdded: typeof added }).preloadLinksAdded = added;
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLLinkElement && child.rel === "modulepreload") {
          const limit = Error.stackTraceLimit;
          Error.stackTraceLimit = 100;
          added.push({ href: child.href, stack: new Error().stack ?? "" });
          Error.stackTraceLimit = limit;
        }
        return appendChild.call(this, child) as T;
      };
    });
    await page.goto("/demo");
    await expect(page.getByRole("slider", { name: "Distance" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const { listed, links, added } = await page.evaluate(() => ({
      listed: JSON.parse(document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.preloads ?? "[]") as string[],
      links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      added: (window as unknown as { preloadLinksAdded: { href: string; stack: string }[] }).preloadLinksAdded,
    }));
    expect(listed.some((href) => /\/demo-workspace-[^/]+\.js$/.test(href))).toBe(true);
    expect(listed.some((href) => /\/client-[^/]+\.js$/.test(href))).toBe(true);
    expect(links).toEqual(expect.arrayContaining(listed));
    // What the app loads after `load` (its toasts, the service worker) may add links; nothing React renders does.
    const fromReact = added.filter(({ stack }) => /\/assets\/client-[^/]+\.js/.test(stack)).map(({ href }) => href);
    expect(fromReact).toEqual([]);
  });

  test("the header's 'How it works' link lands on that section", async ({ page }) => {
    await page.goto("/stores");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "How it works" }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect(page.getByRole("heading", { name: "How it works" })).toBeInViewport();
  });

  test("the landing page, the demo with a cart and the stores page have no axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/demo");
    await addToCart(page, "milk", "Add Whole Milk (Turner's, 1 gal) to cart");
    await addToCart(page, "bread", "Add White Bread (Wonder, 20 oz) to cart");
    await expect(page.getByRole("list", { name: "Suggestions" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto("/stores");
    await expect(page.getByRole("list", { name: "Stores nearby" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the stores page lists the chains and the stores near Pittsburgh, nearest first @phone", async ({ page }) => {
    await page.goto("/stores");
    await expect(page.getByText("Showing stores near Pittsburgh, PA")).toBeVisible();
    const nearby = page.getByRole("list", { name: "Stores nearby" });
    await expect(nearby.getByRole("listitem").first()).toBeVisible();
    const miles = (await nearby.getByText(/^\d+\.\d mi$/).allInnerTexts()).map((text) => Number.parseFloat(text));
    expect(miles.length).toBeGreaterThan(3);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(10);

    const chains = page.getByRole("list", { name: "Chains" });
    await expect(chains.getByRole("listitem").filter({ hasText: "Aldi" })).toContainText("Budget");
    await expect(chains.getByRole("listitem").filter({ hasText: "Whole Foods Market" })).not.toContainText("Budget");

    await page.getByLabel("ZIP code or city").fill("15102");
    await page.getByRole("button", { name: "Find stores" }).click();
    await expect(page.getByText(/Showing stores near Bethel Park, PA 15102/i)).toBeVisible();
    await page.getByLabel("Distance").selectOption("5");
    await expect(page.getByText(/stores? within 5 miles$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });
});
