// What a shopper sees of their recurring orders, with a fixed clock (the routes' tests use the real one).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database, Db } from "../../db/client";
import { groceryItems, users } from "../../db/schema/index";
import { runDueRecurringOrders } from "./recurring-order-runs.service";
import { createRecurringOrder, getRecurringOrders, setRecurringOrderActive, transferToStores } from "./recurring-orders.service";

const DAY = 864e5;
const created = new Date("2027-03-01T10:00:00Z");
const later = (days: number) => new Date(created.getTime() + days * DAY);

let database: Database;
const db = (): Db => database.db;
let items: { id: number; name: string }[];
beforeAll(async () => {
  database = await createTestDatabase();
  items = await db().select({ id: groceryItems.id, name: groceryItems.name }).from(groceryItems).limit(3);
});
afterAll(() => database.close());

async function subscriber(): Promise<string> {
  const [row] = await db()
    .insert(users)
    .values({
      email: `recurring-${randomBytes(4).toString("hex")}@example.com`,
      subscriptionStatus: "active",
      subscriptionCurrentPeriodEnd: new Date("2099-01-01T00:00:00Z"),
    })
    .returning({ id: users.id });
  return row!.id;
}
const weekly = (userId: string, lines: { itemId: number; quantity: number }[], at = created) =>
  createRecurringOrder(db(), userId, { frequency: "weekly", items: lines }, at);

describe("a shopper's recurring orders", () => {
  it("list each order with its own items only", async () => {
    const user = await subscriber();
    const milk = await weekly(user, [{ itemId: items[0]!.id, quantity: 2 }]);
    const bread = await weekly(user, [
      { itemId: items[1]!.id, quantity: 1 },
      { itemId: items[2]!.id, quantity: 3 },
    ]);
    const listed = await getRecurringOrders(db(), user);
    expect(listed.map((order) => [order.id, order.items.map((line) => [line.itemId, line.quantity])])).toEqual([
      [milk.id, [[items[0]!.id, 2]]],
      [
        bread.id,
        [
          [items[1]!.id, 1],
          [items[2]!.id, 3],
        ],
      ],
    ]);
    expect(await getRecurringOrders(db(), await subscriber())).toEqual([]);
  });

  it("show when an order last ran", async () => {
    const user = await subscriber();
    await weekly(user, [{ itemId: items[0]!.id, quantity: 1 }]);
    await runDueRecurringOrders(db(), later(8), "https://pennycart.example");
    const [order] = await getRecurringOrders(db(), user);
    expect(order).toMatchObject({ lastRunAt: later(8).toISOString(), nextOrderDate: later(14).toISOString() });
  });

  it("keep the date of an order that is still active when it is resumed again: it runs at the next job", async () => {
    const user = await subscriber();
    const order = await weekly(user, [{ itemId: items[0]!.id, quantity: 1 }]);
    const resumed = await setRecurringOrderActive(db(), user, order.id, true, later(8));
    expect(resumed).toMatchObject({ isActive: true, nextOrderDate: later(7).toISOString() });
  });

  it("keep the date of a paused order resumed before it, and move one resumed at or after it to the next date", async () => {
    const user = await subscriber();
    const early = await weekly(user, [{ itemId: items[0]!.id, quantity: 1 }]);
    await setRecurringOrderActive(db(), user, early.id, false, later(1));
    expect(await setRecurringOrderActive(db(), user, early.id, true, later(3))).toMatchObject({
      isActive: true,
      nextOrderDate: later(7).toISOString(),
    });

    const onTheDay = await weekly(user, [{ itemId: items[0]!.id, quantity: 1 }]);
    await setRecurringOrderActive(db(), user, onTheDay.id, false, later(1));
    expect(await setRecurringOrderActive(db(), user, onTheDay.id, true, later(7))).toMatchObject({
      isActive: true,
      nextOrderDate: later(14).toISOString(),
    });
  });

  it("name an unknown item and every unknown store in the refusal", async () => {
    const user = await subscriber();
    await expect(weekly(user, [{ itemId: 2_000_000_000, quantity: 1 }])).rejects.toMatchObject({
      statusCode: 404,
      message: "Grocery item 2000000000 not found",
    });
    const order = await weekly(user, [{ itemId: items[0]!.id, quantity: 1 }]);
    await expect(transferToStores(db(), user, order.id, [2_000_000_000, 2_000_000_001])).rejects.toMatchObject({
      statusCode: 400,
      message: "Unknown store id: 2000000000, 2000000001",
    });
  });
});
