import { chromium, expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signIn } from "./support";

// Issue 16: the installable app and its shopping list without a network. The other journeys run with
// service workers blocked (playwright.config.ts); this one lets PennyCart's register and take over.
test.use({ serviceWorkers: "allow" });

type Entry = { id: number; itemId: number; quantity: number; checked: boolean; item: { name: string } };

async function serverCart(page: Page): Promise<Entry[]> {
  const res = await page.context().request.get("/api/cart");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Entry[];
}

test("the installed app opens offline on the last cart; check-offs and a quantity change reach the server once, back online @phone", async ({
  page,
  context,
}) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  await signIn(page, `offline-${stamp}@example.com`, "Robin");

  // Five items in the cart, added as from another device.
  const items = (await (await context.request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
  const picked = items.filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i).slice(0, 5);
  for (const item of picked)
    expect((await context.request.post("/api/cart", { data: { itemId: item.id, quantity: 1 } })).status()).toBe(201);
  const [a, b, c, d, e] = picked.map((item) => item.name) as [string, string, string, string, string];

  // Online once: the list is kept on the phone and the app shell is cached by the service worker.
  await page.goto("/shop");
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(a) })).toBeVisible();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectNoAxeViolations(page);

  // No network: the installed app (its start URL) opens on the last cart.
  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await expect(page.getByText(/Offline/)).toBeVisible();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  for (const name of [a, b, c, d, e]) await expect(page.getByRole("checkbox", { name: new RegExp(name) })).not.toBeChecked();

  // Meanwhile someone removes the fifth item on another device.
  const before = await serverCart(page);
  const removed = before.find((entry) => entry.item.name === e)!;
  expect((await context.request.delete(`/api/cart/${removed.id}`)).status()).toBe(200);

  // Three ticks, one changed mind (tick, untick), one quantity up, and a tick on the removed item.
  for (const name of [a, b, c]) await page.getByRole("checkbox", { name: new RegExp(name) }).click();
  await page.getByRole("checkbox", { name: new RegExp(d) }).click();
  await page.getByRole("checkbox", { name: new RegExp(d) }).click();
  await page.getByRole("button", { name: `One more ${a}` }).click();
  await page.getByRole("checkbox", { name: new RegExp(e) }).click();
  await expect(page.getByText("7 changes waiting to be sent")).toBeVisible();
  await expect(page.getByText("4 of 5 items checked off")).toBeVisible();

  // Still offline, the app is closed and opened again: the changes were kept on the phone.
  await page.reload();
  await expect(page.getByText("7 changes waiting to be sent")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(a) })).toBeChecked();
  await expect(page.getByRole("group", { name: `Quantity of ${a}` }).getByText("2")).toBeVisible();
  // Nothing reached the server yet.
  expect((await serverCart(page)).filter((entry) => entry.checked)).toEqual([]);

  // Back online: the queue is sent in order, once; the removal made elsewhere wins.
  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting to be sent/)).toBeHidden();
  await expect(page.getByText("Online")).toBeVisible();
  await expect(page.getByText("3 of 4 items checked off")).toBeVisible();
  const after = await serverCart(page);
  const byName = new Map(after.map((entry) => [entry.item.name, entry]));
  expect(after).toHaveLength(4);
  expect([a, b, c, d].map((name) => [name, byName.get(name)?.checked, byName.get(name)?.quantity])).toEqual([
    [a, true, 2],
    [b, true, 1],
    [c, true, 1],
    [d, false, 1],
  ]);
  await expect(page.getByRole("checkbox", { name: new RegExp(e) })).toHaveCount(0);
});

// Every project here runs Debian's Chromium (playwright.config.ts), whose installability check this reads.
test("the app is installable: manifest, icons and service worker as Chromium checks them", async ({ baseURL }, testInfo) => {
  // Chromium offers installation only outside incognito, which every test context is: a profile of its own.
  const profile = testInfo.outputPath("profile");
  const context = await chromium.launchPersistentContext(profile, { ...testInfo.project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "PennyCart", start_url: "/", display: "standalone", theme_color: "#047857" });
    const sizes = (manifest.icons as { sizes: string; purpose?: string }[]).map(
      (icon) => `${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`,
    );
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512", "512x512 maskable"]));
  } finally {
    await context.close();
  }
});

// Decision 038: the demo's page starts the app only after its first paint, when the page has already loaded.
test("a visitor whose first page is the demo gets the service worker too", async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1, name: "Try PennyCart on a sample cart" })).toBeVisible();
  const workerState = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none");
  await expect.poll(workerState, { timeout: 30_000 }).toBe("activated");
});

// Decision 032: the list kept on the phone belongs to the shopper who was signed in, and so do their unsent changes.
test("on a shared phone each shopper sees only their own list, and unsent changes wait for their own shopper's session", async ({
  page,
  context,
}) => {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const ann = `ann-${stamp}@example.com`;
  const items = (await (await context.request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
  const [milk, bread] = items.filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i) as [
    { id: number; name: string },
    { id: number; name: string },
  ];
  const checkbox = (name: string) => page.getByRole("checkbox", { name: new RegExp(name) });

  // Ann keeps her list on the phone and ticks an item offline; her session ends before it was sent.
  await signIn(page, ann, "Ann");
  expect((await context.request.post("/api/cart", { data: { itemId: milk.id, quantity: 1 } })).status()).toBe(201);
  await page.goto("/shop");
  await expect(checkbox(milk.name)).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await checkbox(milk.name).click();
  await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
  await context.clearCookies();
  await context.setOffline(false);
  await expect(page.getByText("Sign in to see your shopping list.")).toBeVisible();
  await expect(checkbox(milk.name)).toHaveCount(0);

  // Ben signs in on the same phone: his list only, online and offline, and Ann's change is not sent with his session.
  await signIn(page, `ben-${stamp}@example.com`, "Ben");
  expect((await context.request.post("/api/cart", { data: { itemId: bread.id, quantity: 1 } })).status()).toBe(201);
  await page.goto("/shop");
  await expect(checkbox(bread.name)).toBeVisible();
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await expect(checkbox(milk.name)).toHaveCount(0);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await expect(checkbox(bread.name)).toBeVisible();
  await expect(checkbox(milk.name)).toHaveCount(0);
  await context.setOffline(false);

  // Ann signs in again: her tick reaches the server with her own session.
  await context.clearCookies();
  await signIn(page, ann, "Ann");
  await page.goto("/shop");
  await expect(checkbox(milk.name)).toBeChecked();
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  expect((await serverCart(page)).map((entry) => [entry.item.name, entry.checked])).toEqual([[milk.name, true]]);
});

test("the list by store of the smart split: each item under the compared store where it is cheapest, offline too @phone", async ({
  page,
  context,
}) => {
  await signIn(page, `split-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`, "Sasha");
  const stores = (await (await context.request.get("/api/stores")).json()) as { id: number; name: string }[];
  const compared = stores.slice(0, 3);
  const preferences = await (await context.request.get("/api/preferences")).json();
  const saved = await context.request.put("/api/preferences", {
    data: { ...preferences, selectedStoreIds: compared.map((store) => store.id) },
  });
  expect(saved.status()).toBe(200);
  const items = (await (await context.request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
  const picked = items.filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i).slice(0, 6);
  for (const item of picked)
    expect((await context.request.post("/api/cart", { data: { itemId: item.id, quantity: 1 } })).status()).toBe(201);

  // Where each item is cheapest among the compared stores (several stores when they tie).
  type Priced = Entry & { storePrices: { storeId: number; price: string | null; available: boolean }[] };
  const cart = (await (await context.request.get("/api/cart")).json()) as Priced[];
  const cheapestAt = new Map(
    cart.map((entry) => {
      const offers = entry.storePrices
        .filter((p) => p.available && p.price !== null)
        .map((p) => [p.storeId, Number(p.price)] as const);
      const lowest = Math.min(...offers.map(([, price]) => price));
      return [entry.item.name, offers.filter(([, price]) => price === lowest).map(([storeId]) => storeId)];
    }),
  );

  const expectGroupedBySplit = async () => {
    const shown = new Map<string, number>();
    for (const store of compared) {
      const region = page.getByRole("region", { name: store.name, exact: true });
      if ((await region.count()) === 0) continue;
      for (const name of await region
        .getByRole("checkbox")
        .evaluateAll((boxes) => boxes.map((box) => box.closest("label")?.textContent ?? "")))
        shown.set(name, store.id);
    }
    // An item no compared store sells (each chain prices only its own assortment) is listed apart.
    const notSold = await page
      .getByRole("region", { name: "Not sold at your compared stores", exact: true })
      .getByRole("listitem")
      .allTextContents();
    for (const entry of cart) {
      const label = [...shown.keys()].find((name) => name.includes(entry.item.name));
      if (cheapestAt.get(entry.item.name)!.length === 0) {
        expect(label, `${entry.item.name} is under no store`).toBeUndefined();
        expect(
          notSold.some((text) => text.includes(entry.item.name)),
          `${entry.item.name} is not sold`,
        ).toBe(true);
        continue;
      }
      expect(label, `${entry.item.name} is under a store`).toBeDefined();
      expect(cheapestAt.get(entry.item.name)).toContain(shown.get(label!));
    }
    expect(cart.filter((entry) => cheapestAt.get(entry.item.name)!.length > 0).length).toBeGreaterThan(0);
  };

  await page.goto("/shop");
  await expect(page.getByText(/Last synced/)).toBeVisible();
  await page.getByRole("radio", { name: "By store (smart split)" }).check();
  await expectGroupedBySplit();
  await expectNoAxeViolations(page, { onPhone: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Offline, the installed app opens on the same list, still by store.
  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByText(/Offline/)).toBeVisible();
  await expect(page.getByRole("radio", { name: "By store (smart split)" })).toBeChecked();
  await expectGroupedBySplit();
  await page.getByRole("radio", { name: "By aisle" }).check();
  await expect(page.getByRole("region", { name: compared[0]!.name, exact: true })).toHaveCount(0);
  await context.setOffline(false);
});
