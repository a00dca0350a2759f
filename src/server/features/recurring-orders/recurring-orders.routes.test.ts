import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recurringOrders } from "../../db/schema/index";
import { createTestApp, type TestContext } from "../../../../tests/support/test-app";
import { createUserWithPlan, expectPremiumOnly, type PlanUser } from "../../../../tests/support/premium-users";

let ctx: TestContext;
let items: { id: number; name: string }[];
let stores: { id: number; name: string }[];

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  items = (await ctx.app.inject({ url: "/api/grocery-items" })).json();
  stores = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json();
});
afterAll(() => ctx.close());

type Call = { method?: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: InjectOptions["payload"] };
const call = (user: PlanUser, { method = "GET", url, payload }: Call) =>
  ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload }) });
const ordersOf = async (user: PlanUser) => (await call(user, { url: "/api/recurring-orders" })).json();
const create = (user: PlanUser, payload: InjectOptions["payload"]) =>
  call(user, { method: "POST", url: "/api/recurring-orders", payload });
const twoItems = () => [
  { itemId: items[0]!.id, quantity: 2 },
  { itemId: items[1]!.id, quantity: 1 },
];
const DAY = 864e5;

describe("recurring orders are Premium only", () => {
  it("answers 403 'Premium subscription required' to free and lapsed users, 401 to visitors, on every route", async () => {
    const own = async (user: PlanUser) => {
      if (/^(free|lapsed)/.test(user.email)) return 1;
      const [first] = await ordersOf(user);
      return first?.id ?? (await create(user, { frequency: "weekly", items: twoItems() })).json().id;
    };
    await expectPremiumOnly(ctx, { method: "GET", url: "/api/recurring-orders" });
    await expectPremiumOnly(ctx, {
      method: "POST",
      url: "/api/recurring-orders",
      payload: { frequency: "weekly", items: twoItems() },
    });
    await expectPremiumOnly(ctx, async (user) => ({
      method: "PATCH",
      url: `/api/recurring-orders/${await own(user)}`,
      payload: { isActive: false },
    }));
    await expectPremiumOnly(ctx, async (user) => ({
      method: "POST",
      url: `/api/recurring-orders/${await own(user)}/transfer-to-stores`,
      payload: { storeIds: [stores[0]!.id] },
    }));
    await expectPremiumOnly(ctx, async (user) => ({ method: "DELETE", url: `/api/recurring-orders/${await own(user)}` }));
  });
});

describe("recurring orders", () => {
  it("creates a weekly order due 7 days after creation, and lists it with its items", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const before = Date.now();
    const res = await create(user, { frequency: "weekly", items: twoItems() });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      frequency: "weekly",
      isActive: true,
      lastRunAt: null,
      items: [
        { itemId: items[0]!.id, quantity: 2, item: { name: items[0]!.name } },
        { itemId: items[1]!.id, quantity: 1, item: { name: items[1]!.name } },
      ],
    });
    const created = Date.parse(order.createdAt);
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(order.nextOrderDate) - created).toBe(7 * DAY);
    expect(await ordersOf(user)).toEqual([order]);
  });

  it("creates a monthly order due one calendar month later", async () => {
    const user = await createUserWithPlan(ctx, "family");
    const order = (await create(user, { frequency: "monthly", items: twoItems() })).json();
    const created = new Date(order.createdAt);
    const expected = new Date(created);
    expected.setMonth(created.getMonth() + 1);
    if (expected.getDate() !== created.getDate()) expected.setDate(0); // clamped to the month's end
    expect(order.nextOrderDate).toBe(expected.toISOString());
  });

  it("refuses an empty order with 'Cart is empty' and bad input with 400, creating nothing", async () => {
    const user = await createUserWithPlan(ctx, "grace");
    const empty = await create(user, { frequency: "weekly", items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: "Cart is empty" });
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ itemId: items[i]!.id, quantity: 1 }));
    for (const payload of [
      { frequency: "daily", items: twoItems() },
      { frequency: "weekly" },
      { frequency: "weekly", items: [{ itemId: items[0]!.id, quantity: 0 }] },
      { frequency: "weekly", items: [{ itemId: items[0]!.id, quantity: 100 }] },
      { frequency: "weekly", items: [{ itemId: "1", quantity: 1 }] },
      { frequency: "weekly", items: [twoItems()[0], twoItems()[0]] },
      { frequency: "weekly", items: tooMany },
    ]) {
      const res = await create(user, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
    const unknown = await create(user, { frequency: "weekly", items: [{ itemId: 2_000_000_000, quantity: 1 }] });
    expect(unknown.statusCode).toBe(404);
    expect(await ordersOf(user)).toEqual([]);
  });

  it("accepts 100 items and at most 20 orders per shopper", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const hundred = Array.from({ length: 100 }, (_, i) => ({ itemId: items[i]!.id, quantity: 1 }));
    expect((await create(user, { frequency: "monthly", items: hundred })).statusCode).toBe(201);
    for (let i = 1; i < 20; i++) expect((await create(user, { frequency: "weekly", items: twoItems() })).statusCode).toBe(201);
    const over = await create(user, { frequency: "weekly", items: twoItems() });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe("You can have up to 20 recurring orders. Delete one first.");
    expect(await ordersOf(user)).toHaveLength(20);
  });

  it("holds the cap of 20 when 40 creates arrive at once (issue 27 item 6: 200 parallel creates stored 47 on PostgreSQL)", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const answers = await Promise.all(Array.from({ length: 40 }, () => create(user, { frequency: "weekly", items: twoItems() })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(20);
    expect(await ordersOf(user)).toHaveLength(20);
  });

  it("pauses and resumes an order; resuming after its date passed moves it to the next date ahead", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const order = (await create(user, { frequency: "weekly", items: twoItems() })).json();
    const paused = await call(user, { method: "PATCH", url: `/api/recurring-orders/${order.id}`, payload: { isActive: false } });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: order.id, isActive: false, nextOrderDate: order.nextOrderDate });

    // Its date came and went while it was paused (three weeks ago).
    const missed = new Date(Date.parse(order.createdAt) - 14 * DAY);
    await ctx.database.db
      .update(recurringOrders)
      .set({ anchorAt: new Date(missed.getTime() - 7 * DAY), nextOrderAt: missed })
      .where(eq(recurringOrders.id, order.id));
    const resumed = (
      await call(user, { method: "PATCH", url: `/api/recurring-orders/${order.id}`, payload: { isActive: true } })
    ).json();
    expect(resumed.isActive).toBe(true);
    const next = Date.parse(resumed.nextOrderDate);
    expect(next).toBeGreaterThan(Date.now());
    expect(next).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect((next - missed.getTime()) % (7 * DAY)).toBe(0);

    for (const payload of [{}, { isActive: "yes" }, { isActive: null }]) {
      const res = await call(user, { method: "PATCH", url: `/api/recurring-orders/${order.id}`, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it("deletes an order; another shopper's order is 404 for every call and stays as it was", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const other = await createUserWithPlan(ctx, "active");
    const mine = (await create(user, { frequency: "weekly", items: twoItems() })).json();
    const theirs = (await create(other, { frequency: "monthly", items: twoItems() })).json();
    for (const req of [
      { method: "PATCH" as const, url: `/api/recurring-orders/${theirs.id}`, payload: { isActive: false } },
      { method: "PATCH" as const, url: `/api/recurring-orders/${theirs.id}`, payload: { isActive: true } },
      {
        method: "POST" as const,
        url: `/api/recurring-orders/${theirs.id}/transfer-to-stores`,
        payload: { storeIds: [stores[0]!.id] },
      },
      { method: "DELETE" as const, url: `/api/recurring-orders/${theirs.id}` },
    ]) {
      const res = await call(user, req);
      expect(res.statusCode, req.method).toBe(404);
      expect(res.json()).toEqual({ message: "Recurring order not found" });
    }
    expect(await ordersOf(other)).toEqual([theirs]);
    expect((await call(user, { method: "DELETE", url: `/api/recurring-orders/${mine.id}` })).json()).toEqual({ ok: true });
    expect(await ordersOf(user)).toEqual([]);
    expect((await call(user, { method: "DELETE", url: `/api/recurring-orders/${mine.id}` })).statusCode).toBe(404);
  });

  it("opens the order at the chosen stores with links that search for its items", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const order = (await create(user, { frequency: "weekly", items: twoItems() })).json();
    const chosen = [stores[1]!, stores[0]!];
    const res = await call(user, {
      method: "POST",
      url: `/api/recurring-orders/${order.id}/transfer-to-stores`,
      payload: { storeIds: chosen.map((s) => s.id) },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stores.map((s: { storeId: number; name: string }) => [s.storeId, s.name])).toEqual(
      chosen.map((s) => [s.id, s.name]),
    );
    for (const store of body.stores) {
      expect(store.url).toMatch(/^https?:\/\//);
    }
    const searching = body.stores.find((s: { url: string }) => s.url.includes(encodeURIComponent(items[0]!.name)));
    expect(searching, JSON.stringify(body)).toBeDefined();
    expect(searching.url).toContain(encodeURIComponent(items[1]!.name));
  });

  it("refuses a transfer with no stores ('No stores selected for transfer') or unknown stores", async () => {
    const user = await createUserWithPlan(ctx, "active");
    const order = (await create(user, { frequency: "weekly", items: twoItems() })).json();
    const url = `/api/recurring-orders/${order.id}/transfer-to-stores`;
    const none = await call(user, { method: "POST", url, payload: { storeIds: [] } });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: "No stores selected for transfer" });
    const unknown = await call(user, { method: "POST", url, payload: { storeIds: [2_000_000_000] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: "Unknown store id: 2000000000" });
    const mixed = await call(user, { method: "POST", url, payload: { storeIds: [stores[0]!.id, 2_000_000_001] } });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: "Unknown store id: 2000000001" });
    for (const payload of [{}, { storeIds: [1, 1] }, { storeIds: [1, 2, 3, 4, 5, 6] }, { storeIds: ["1"] }]) {
      expect((await call(user, { method: "POST", url, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});
