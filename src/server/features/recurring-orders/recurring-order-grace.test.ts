import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database, Db } from "../../db/client";
import { cartEntries, groceryItems, users } from "../../db/schema/index";
import { runDueRecurringOrders } from "./recurring-order-runs.service";
import { createRecurringOrder } from "./recurring-orders.service";

// Spec §4: a canceled subscriber keeps Premium until the later of their period end and 30 days after sign-up,
// and their recurring orders keep running until then.
const DAY = 864e5;
const created = new Date("2027-05-03T10:00:00Z");
const runAt = new Date(created.getTime() + 8 * DAY);

let database: Database;
let db: Db;
let itemId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  [{ id: itemId }] = (await db.select({ id: groceryItems.id }).from(groceryItems).limit(1)) as [{ id: number }];
});
afterAll(() => database.close());

async function canceledShopper(signedUpDaysBeforeRun: number) {
  const [row] = await db
    .insert(users)
    .values({
      email: `grace-${signedUpDaysBeforeRun}@example.com`,
      createdAt: new Date(runAt.getTime() - signedUpDaysBeforeRun * DAY),
      subscriptionStatus: "canceled",
      subscriptionCanceledAt: new Date(created.getTime() - DAY),
      // The paid period ended before the order was even made.
      subscriptionCurrentPeriodEnd: new Date(created.getTime() - DAY),
    })
    .returning({ id: users.id });
  await createRecurringOrder(db, row!.id, { frequency: "weekly", items: [{ itemId, quantity: 1 }] }, created);
  return row!.id;
}
const cartOf = (userId: string) => db.select().from(cartEntries).where(eq(cartEntries.userId, userId));

describe("recurring orders of canceled subscribers", () => {
  it("run within 30 days of sign-up even after the paid period ended, and not after", async () => {
    const newcomer = await canceledShopper(29);
    const oldTimer = await canceledShopper(31);
    expect(await runDueRecurringOrders(db, runAt, "https://pennycart.example")).toEqual({ processed: 1 });
    expect(await cartOf(newcomer)).toMatchObject([{ itemId, quantity: 1 }]);
    expect(await cartOf(oldTimer)).toEqual([]);
  });
});
