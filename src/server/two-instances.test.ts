// Two app instances on one database (decision 046): a logout, a family removal, a cart change and a price change made
// through one (or by any writer) are seen by the very next request to the other, every time. On PostgreSQL (TEST_DATABASE_URL) the second instance
// has a connection pool of its own, as another process would; the embedded database has one connection, which both
// share, as no second process could.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../tests/support/test-app";
import { openAnotherConnection } from "../../tests/support/test-database";
import type { Database } from "./db/client";
import { prices } from "./db/schema/index";

const TRIALS = 300;
const ADMIN = "two-instances-admin@example.com";
const ENV = { ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: "0" };

let one: TestContext;
let elsewhere: Database;
let other: TestContext;
beforeAll(async () => {
  one = await createTestApp(ENV);
  elsewhere = openAnotherConnection(one.database);
  other = await createTestApp(ENV, { database: elsewhere });
});
afterAll(async () => {
  await other.app.close();
  await elsewhere.close();
  await one.close();
});

type App = TestContext["app"];
const me = (app: App, cookie: string) => app.inject({ url: "/api/auth/user", headers: { cookie } });

/** Runs `trial` TRIALS times; each returns whether the other instance saw the change on its very next request. */
async function countMisses(trial: (n: number) => Promise<boolean>) {
  let misses = 0;
  for (let n = 0; n < TRIALS; n++) if (!(await trial(n))) misses++;
  return { trials: TRIALS, misses };
}

// Each test sends about 1,200-1,500 requests one after another (a real wait: seconds on PostgreSQL, a minute or more
// on a busy machine with the embedded database).
describe("two app instances on one database", () => {
  it("refuses a session on the other instance's very next request after a logout", async () => {
    const result = await countMisses(async (n) => {
      const cookie = await signIn(one.app, `logout-${n}@example.com`);
      // The other instance has served this session, so anything it kept of it would be warm.
      if ((await me(other.app, cookie)).statusCode !== 200) throw new Error("the other instance did not see the sign-in");
      expect((await one.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } })).statusCode).toBe(200);
      return (await me(other.app, cookie)).statusCode === 401;
    });
    expect(result).toEqual({ trials: TRIALS, misses: 0 });
  }, 600_000);

  it("takes Family Premium away on the other instance's very next request after a removal", async () => {
    const admin = await signIn(one.app, ADMIN);
    const email = "family-both@example.com";
    const cookie = await signIn(one.app, email);
    const result = await countMisses(async () => {
      const added = await one.app.inject({
        method: "POST",
        url: "/api/admin/family-members",
        headers: { cookie: admin },
        payload: { name: "Kid", email },
      });
      expect(added.statusCode).toBe(201);
      if ((await me(other.app, cookie)).json().isFamilyPremium !== true)
        throw new Error("the other instance missed the addition");
      const removed = await one.app.inject({
        method: "DELETE",
        url: `/api/admin/family-members/${added.json().id}`,
        headers: { cookie: admin },
      });
      expect(removed.statusCode).toBe(200);
      const next = await other.app.inject({ url: "/api/favorites", headers: { cookie } });
      return next.statusCode === 403 && next.json().message === "Premium subscription required";
    });
    expect(result).toEqual({ trials: TRIALS, misses: 0 });
  }, 600_000);

  it("shows a cart change made on one instance in the other instance's very next cart read", async () => {
    const cookie = await signIn(one.app, "cart-both@example.com");
    // Stores selected: the other instance keeps its reads' catalog part (decision 105) and reuses it.
    await selectStores(cookie, 2);
    const itemId = ((await one.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
    const created = await one.app.inject({
      method: "POST",
      url: "/api/cart",
      headers: { cookie },
      payload: { itemId, quantity: 1 },
    });
    expect(created.statusCode).toBe(201);
    const entryId = created.json().id as number;
    const quantityOnOther = async () =>
      ((await other.app.inject({ url: "/api/cart", headers: { cookie } })).json() as { id: number; quantity: number }[]).find(
        (entry) => entry.id === entryId,
      )?.quantity;
    expect(await quantityOnOther()).toBe(1);
    const result = await countMisses(async (n) => {
      const quantity = (n % 9) + 2; // never the quantity before: 2..10, then 2 again after 10
      const changed = await one.app.inject({
        method: "PATCH",
        url: `/api/cart/${entryId}`,
        headers: { cookie },
        payload: { quantity },
      });
      expect(changed.statusCode).toBe(200);
      return (await quantityOnOther()) === quantity;
    });
    expect(result).toEqual({ trials: TRIALS, misses: 0 });
  }, 600_000);

  it("shows a price changed by any writer in the other instance's very next cart read", async () => {
    const cookie = await signIn(one.app, "price-both@example.com");
    const [store] = await selectStores(cookie, 1);
    const itemId = ((await one.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[])[0]!.id;
    expect(
      (await one.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId } })).statusCode,
    ).toBe(201);
    const priceOnOther = async () =>
      (
        (await other.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
          storePrices: { price: string | null }[];
        }[]
      )[0]!.storePrices[0]!.price;
    expect(await priceOnOther()).not.toBeNull();
    const result = await countMisses(async (n) => {
      const cents = 500 + n;
      await one.database.db
        .update(prices)
        .set({ cents })
        .where(and(eq(prices.itemId, itemId), eq(prices.chainId, store!.chainId)));
      return (await priceOnOther()) === (cents / 100).toFixed(2);
    });
    expect(result).toEqual({ trials: TRIALS, misses: 0 });
  }, 600_000);
});

/** Selects the first `count` stores near downtown Pittsburgh for the shopper (on the first instance); answers them. */
async function selectStores(cookie: string, count: number) {
  const near = (await one.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as {
    id: number;
    chainId: number;
  }[];
  const chosen = near.slice(0, count);
  const saved = await one.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 15, selectedStoreIds: chosen.map((store) => store.id) },
  });
  expect(saved.statusCode).toBe(200);
  return chosen;
}
