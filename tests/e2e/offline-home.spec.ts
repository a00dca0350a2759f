import { expect, test } from "@playwright/test";
import { signIn } from "./support";

// Issue 28 item 3: a shopper who only ever used the home page still has the list in the store (decision 032's copy,
// kept whenever the cart is shown). Service workers allowed, as in offline.spec.ts.
test.use({ serviceWorkers: "allow" });

test("the cart seen on the home page only is on the phone offline; a tick made offline reaches the server once @phone", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, `offline-home-${Date.now()}@example.com`, "Robin");
  const items = (await (await context.request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
  const [first, second] = items.filter((item, i, all) => all.findIndex((other) => other.name === item.name) === i);
  for (const item of [first!, second!])
    expect((await context.request.post("/api/cart", { data: { itemId: item.id, quantity: 1 } })).status()).toBe(201);

  // Only the home page, online: the cart is shown there; the List page is never opened.
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Cart items" }).getByText(first!.name).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The connection drops with the home page open: it says so and offers the list.
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline." })).toBeVisible();
  await page.getByRole("link", { name: "Open your shopping list" }).click();
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: new RegExp(second!.name) })).toBeVisible();

  // Reopened offline, the home page is the list, saying it is offline.
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await expect(page.getByText("Offline: changes are kept on this device and sent when you are back online")).toBeVisible();
  await expect(page.getByText("This device has no copy of your list yet.")).toHaveCount(0);
  await page.getByRole("checkbox", { name: new RegExp(first!.name) }).click();
  await expect(page.getByText("1 change waiting to be sent")).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(/changes? waiting to be sent/)).toBeHidden();
  const cart = (await (await context.request.get("/api/cart")).json()) as { itemId: number; checked: boolean }[];
  expect(cart.filter((entry) => entry.checked).map((entry) => entry.itemId)).toEqual([first!.id]);
});
