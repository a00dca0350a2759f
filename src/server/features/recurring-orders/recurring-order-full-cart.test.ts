import { eq, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database, Db } from "../../db/client";
import { cartEntries, groceryItems, recurringOrders, users } from "../../db/schema/index";
import { runDueRecurringOrders } from "./recurring-order-runs.service";
import { createRecurringOrder } from "./recurring-orders.service";

const DAY = 864e5;

// A recurring order due while the cart is nearly full (review R26): the order still runs and adds what fits, never
// more than the cart's 1,000 different items.
describe("a recurring order into a nearly full cart", () => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterAll(() => database.close());

  it("adds what fits, runs and moves to its next date", async () => {
    const [user] = await db
      .insert(users)
      .values({
        email: "full-cart-order@example.com",
        firstName: "Robin",
        subscriptionStatus: "active",
        subscriptionCurrentPeriodEnd: new Date("2099-01-01T00:00:00Z"),
      })
      .returning({ id: users.id });
    const ordered = await db.select({ id: groceryItems.id }).from(groceryItems).orderBy(groceryItems.id).limit(2);
    const created = new Date("2027-03-01T10:00:00Z");
    const { id } = await createRecurringOrder(
      db,
      user!.id,
      { frequency: "weekly", items: ordered.map((item) => ({ itemId: item.id, quantity: 1 })) },
      created,
    );
    const others = await db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(
        notInArray(
          groceryItems.id,
          ordered.map((item) => item.id),
        ),
      )
      .limit(999);
    expect(others).toHaveLength(999);
    await db.insert(cartEntries).values(others.map((item) => ({ userId: user!.id, itemId: item.id, quantity: 1 })));

    const now = new Date(created.getTime() + 8 * DAY);
    expect(await runDueRecurringOrders(db, now, "http://localhost:5000")).toEqual({ processed: 1 });
    const entries = await db.select({ itemId: cartEntries.itemId }).from(cartEntries).where(eq(cartEntries.userId, user!.id));
    expect(entries).toHaveLength(1000);
    // The order's first item fits; the second would be the 1,001st.
    expect(entries.filter((entry) => ordered.some((item) => item.id === entry.itemId)).map((e) => e.itemId)).toEqual([
      ordered[0]!.id,
    ]);
    const [row] = await db.select().from(recurringOrders).where(eq(recurringOrders.id, id));
    expect(row!.lastRunAt).toEqual(now);
    expect(row!.nextOrderAt).toEqual(new Date(created.getTime() + 14 * DAY));
  });
});
