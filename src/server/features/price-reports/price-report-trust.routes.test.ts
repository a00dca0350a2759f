// @module-tag engines
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { users } from "../../db/schema/index";
import { recordShopperObservations } from "./shopper-prices.service";

// Issue 27 item 1 (decision 040): one account walked 1% Low Fat Milk at Aldi — Allison Park from $3.49 to $0.02
// and then to $9,999.99, and every shopper saw each step at once. A shopper's price is now shown to others only
// when three accounts from two networks report exactly it (or an admin approves it); until then it counts for
// its reporter alone, and waits in the admin queue.
const ADMIN = "trust-admin@example.com";
let ctx: TestContext;
let store: { id: number; chainId: number; name: string };
let itemId: number;
let admin: string;
let bystander: string;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: "0" });
  const stores = (await ctx.app.inject({ url: "/api/stores?lat=40.5889&lng=-79.9491&maxDistance=5" })).json() as (typeof store)[];
  store = stores.find((s) => s.name === "Aldi — Allison Park")!;
  const items = (await ctx.app.inject({ url: "/api/grocery-items" })).json() as { id: number; name: string }[];
  itemId = items.find((i) => i.name === "1% Low Fat Milk")!.id;
  admin = await signIn(ctx.app, ADMIN);
  bystander = await shopper("bystander@example.com");
});
afterAll(() => ctx.close());

/** A shopper comparing the store, with the milk in the cart. */
async function shopper(email: string) {
  const cookie = await signIn(ctx.app, email);
  const headers = { cookie };
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers,
    payload: { location: null, radiusMiles: 25, selectedStoreIds: [store.id] },
  });
  await ctx.app.inject({ method: "POST", url: "/api/cart", headers, payload: { itemId } });
  return cookie;
}

/** A report sent from `address`, as the socket's peer. */
async function report(cookie: string, address: string, price: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/price-reports",
    headers: { cookie },
    remoteAddress: address,
    payload: { itemId, storeId: store.id, price },
  });
  expect(res.statusCode, price).toBe(201);
  return res.json() as { id: number; status: "trusted" | "held"; message: string };
}

/** The milk's price at the store as this shopper's cart shows it. */
async function shownTo(cookie: string) {
  const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
    itemId: number;
    storePrices: { price: string | null; source: string | null; sourceLabel: string | null }[];
  }[];
  const [here] = cart.find((entry) => entry.itemId === itemId)!.storePrices;
  return { price: here!.price, source: here!.source, sourceLabel: here!.sourceLabel };
}

const queued = async () =>
  ((await ctx.app.inject({ url: "/api/admin/price-reports", headers: { cookie: admin } })).json() as { id: number }[]).map(
    (r) => r.id,
  );

const AWAITING = "Thanks! You see your price now; other shoppers will see it once more shoppers report the same price.";
const FAR = "Thanks! This price is far from the one we have, so it will be checked before other shoppers see it.";

describe("shopper prices that one account cannot move", () => {
  it("the walk down to $0.02 and up to $9,999.99: the walker sees each step, no one else sees any", async () => {
    const before = await shownTo(bystander);
    expect(before.source).not.toBe("shopper-report");
    const walker = await shopper("walker@example.com");
    const down = ["1.18", "0.41", "0.15", "0.06", "0.03", "0.02"];
    const up = ["0.06", "0.18", "0.54", "1.62", "4.86", "14.58", "43.74", "131.22", "393.66", "1180.98", "3542.94", "9999.99"];
    const ids: number[] = [];
    for (const price of [...down, ...up]) {
      const answer = await report(walker, "198.51.100.7", price);
      expect(answer.status, price).toBe("held");
      const near = Number(price) * 3 >= Number(before.price) && Number(price) <= Number(before.price) * 3;
      expect(answer.message, price).toBe(near ? AWAITING : FAR);
      ids.push(answer.id);
      expect(await shownTo(walker), price).toMatchObject({ price, source: "shopper-report" });
      expect(await shownTo(bystander), price).toEqual(before);
    }
    // The admin queue holds the walker's latest report, one line, not 18 that would bury everyone else's.
    const queue = await queued();
    expect(queue).toContain(ids.at(-1));
    for (const id of ids.slice(0, -1)) expect(queue).not.toContain(id);
  });

  it("a slow walk within every tolerance, 3% a step for 40 steps, moves nothing others see", async () => {
    const before = await shownTo(bystander);
    const walker = await shopper("slow-walker@example.com");
    let cents = Math.round(Number(before.price) * 100);
    for (let step = 0; step < 40; step++) {
      cents = Math.round(cents * 0.97);
      const price = (cents / 100).toFixed(2);
      expect((await report(walker, "198.51.100.8", price)).status, price).toBe("held");
      expect(await shownTo(walker), price).toMatchObject({ price });
    }
    expect(await shownTo(bystander)).toEqual(before);
  });

  it("colluding accounts from one address agree on a price: no one else sees it, however many reports", async () => {
    const before = await shownTo(bystander);
    const price = (Number(before.price) * 0.8).toFixed(2);
    const accomplices = [await shopper("colluder-1@example.com"), await shopper("colluder-2@example.com")];
    for (let round = 0; round < 5; round++) {
      for (const [n, cookie] of accomplices.entries())
        expect((await report(cookie, `203.0.113.${10 + n}`, price)).status).toBe("held");
      expect(await shownTo(bystander)).toEqual(before);
    }
    // A third account in the same /24 is still one network.
    const third = await shopper("colluder-3@example.com");
    expect((await report(third, "203.0.113.200", price)).status).toBe("held");
    expect(await shownTo(bystander)).toEqual(before);
  });

  it("three shoppers from different networks reporting the same price change it for everyone", async () => {
    const before = await shownTo(bystander);
    const price = (Number(before.price) * 0.9).toFixed(2);
    const [first, second, third] = [
      await shopper("honest-1@example.com"),
      await shopper("honest-2@example.com"),
      await shopper("honest-3@example.com"),
    ];
    const early = [await report(first!, "192.0.2.10", price), await report(second!, "2001:db8:1:2::5", price)];
    for (const answer of early) expect(answer).toMatchObject({ status: "held", message: AWAITING });
    expect(await shownTo(bystander)).toEqual(before);
    expect(await shownTo(first!)).toMatchObject({ price });

    const last = await report(third!, "2001:db8:1:2::99", price);
    expect(last).toMatchObject({
      status: "trusted",
      message: "Thanks! Other shoppers reported the same price, so it is now shown for this store.",
    });
    const after = await shownTo(bystander);
    expect(after).toMatchObject({ price, source: "shopper-report" });
    expect(after.sourceLabel).toMatch(/^Reported by a shopper on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // The agreeing reports are confirmed with it: none waits in the queue.
    const queue = await queued();
    for (const id of [...early.map((a) => a.id), last.id]) expect(queue).not.toContain(id);
  });

  it("agreement on a price far from the one shown leaves it to an admin, whose approval shows it", async () => {
    const before = await shownTo(bystander);
    const price = (Number(before.price) * 4).toFixed(2);
    const answers = [];
    for (const [n, address] of ["192.0.2.30", "198.51.100.30", "203.0.113.30"].entries())
      answers.push(await report(await shopper(`far-${n}@example.com`), address, price));
    for (const answer of answers) expect(answer).toMatchObject({ status: "held", message: FAR });
    expect(await shownTo(bystander)).toEqual(before);
    expect(await queued()).toEqual(expect.arrayContaining(answers.map((a) => a.id)));

    const approved = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/price-reports/${answers[2]!.id}/review`,
      headers: { cookie: admin },
      payload: { decision: "approve" },
    });
    expect(approved.statusCode).toBe(200);
    expect(await shownTo(bystander)).toMatchObject({ price, source: "shopper-report" });
  });

  it("an old vote never brings back a price once another was agreed: one account alone cannot flip it (review of 040)", async () => {
    const base = Number((await shownTo(bystander)).price);
    const p = (base * 0.85).toFixed(2);
    const r = (base * 0.95).toFixed(2);
    const group = async (name: string, price: string, addresses: string[]) => {
      const cookies = [];
      for (const [n, address] of addresses.entries()) {
        const cookie = await shopper(`${name}-${n}@example.com`);
        cookies.push(cookie);
        await report(cookie, address, price);
      }
      return cookies;
    };
    const [p1] = await group("flip-p", p, ["192.0.2.41", "198.51.100.41", "203.0.113.41"]);
    expect(await shownTo(bystander)).toMatchObject({ price: p, source: "shopper-report" });
    const [r1] = await group("flip-r", r, ["192.0.2.42", "198.51.100.42", "203.0.113.42"]);
    expect(await shownTo(bystander)).toMatchObject({ price: r });
    // p1's earlier report is a week-old vote at most, but it is older than the price now shown: it no longer counts.
    expect((await report(p1!, "192.0.2.41", p)).status).toBe("held");
    expect(await shownTo(bystander)).toMatchObject({ price: r });
    expect((await report(r1!, "192.0.2.42", r)).status).toBe("held");
    expect(await shownTo(bystander)).toMatchObject({ price: r });
  });

  it("three shoppers reporting the same price at the same moment show it once, all three confirmed", async () => {
    const base = Number((await shownTo(bystander)).price);
    const price = (base * 1.1).toFixed(2);
    const cookies = [await shopper("same-time-1@example.com"), await shopper("same-time-2@example.com"), await shopper("same-time-3@example.com")];
    const answers = await Promise.all(
      cookies.map((cookie, n) => report(cookie, ["192.0.2.51", "198.51.100.51", "2001:db8:51::1"][n]!, price)),
    );
    expect(answers.filter((a) => a.status === "trusted")).toHaveLength(1);
    expect(await shownTo(bystander)).toMatchObject({ price, source: "shopper-report" });
    const queue = await queued();
    for (const answer of answers) expect(queue).not.toContain(answer.id);
  });

  it("refuses a price dated in the future, recording nothing (a receipt cannot vote for ever)", async () => {
    const [account] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "bystander@example.com"));
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await expect(
      recordShopperObservations(
        ctx.database.db,
        { accountId: account!.id, network: "n" },
        [{ itemId, storeId: store.id, cents: 199, observedAt: tomorrow, observedPrecision: "day", sourceRef: "report" }],
        new Date(),
      ),
    ).rejects.toMatchObject({ statusCode: 400, message: "A price cannot be dated in the future." });
  });
});
