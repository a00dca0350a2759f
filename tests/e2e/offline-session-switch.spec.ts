import { expect, request, test } from "@playwright/test";
import { signIn } from "./support";

test.use({ serviceWorkers: "allow" });

// Decision 032: a shopper's queued changes go only with their own session. The session is checked once per sync
// round; if it changes to another shopper's before a queued change is sent (another tab signs in), the change must
// wait for its shopper, not be refused as someone else's entry and dropped.
// Either Ben is still signed in when the refusal comes back, or Ann has already signed in again: the tick was sent
// with Ben's session either way and must wait for Ann, not be taken for a change that can never apply.
for (const annBackFirst of [false, true]) {
  test(`a queued change is kept when the session changes to another shopper's during the sync${
    annBackFirst ? " and back before the answer" : ""
  }`, async ({ page, context, baseURL }) => {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
    const ann = `ann-switch-${stamp}@example.com`;
    const items = (await (await context.request.get("/api/grocery-items")).json()) as { id: number; name: string }[];
    const milk = items[0]!;
    const checkbox = () => page.getByRole("checkbox", { name: new RegExp(milk.name) });

    await signIn(page, ann, "Ann");
    expect((await context.request.post("/api/cart", { data: { itemId: milk.id, quantity: 1 } })).status()).toBe(201);
    await page.goto("/shop");
    await expect(checkbox()).toBeVisible();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const annCookies = await context.cookies();

    // Ben signs in elsewhere (another tab) right after the sync round has checked the session.
    const ben = await request.newContext({ baseURL });
    expect(
      (await ben.post("/api/login/local", { data: { email: `ben-switch-${stamp}@example.com`, firstName: "Ben" } })).status(),
    ).toBe(200);
    const benSid = (await ben.storageState()).cookies.find((c) => c.name === "sid")!;
    let switched = false;
    let answered = false;
    // The sync round has checked the session (Ann's); Ben's sign-in lands before the queued tick goes out.
    await page.route("**/api/cart/*/checked", async (route) => {
      if (switched) return route.continue();
      switched = true;
      await context.addCookies([{ name: "sid", value: benSid.value, url: baseURL! }]);
      const response = await route.fetch({ headers: { ...route.request().headers(), cookie: `sid=${benSid.value}` } });
      if (annBackFirst) await context.addCookies(annCookies);
      await route.fulfill({ response });
      answered = true;
    });

    await context.setOffline(true);
    await checkbox().click();
    await expect(page.getByText("1 change waiting to be sent")).toBeVisible();
    await context.setOffline(false);
    await expect.poll(() => answered).toBe(true);

    // Ann is back in this browser: her tick must reach the server with her session.
    await page.unroute("**/api/cart/*/checked");
    await context.addCookies(annCookies);
    await page.goto("/shop");
    await expect(checkbox()).toBeChecked();
    const serverCart = async () =>
      ((await (await context.request.get("/api/cart")).json()) as { itemId: number; checked: boolean }[]).map((entry) => [
        entry.itemId,
        entry.checked,
      ]);
    await expect.poll(serverCart).toEqual([[milk.id, true]]);
    await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
    await ben.dispose();
  });
}
