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
