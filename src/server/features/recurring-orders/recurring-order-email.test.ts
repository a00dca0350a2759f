import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database, Db } from "../../db/client";
import { cartEntries, groceryItems, outboxMessages, recurringOrders, users } from "../../db/schema/index";
import { runDueRecurringOrders } from "./recurring-order-runs.service";
import { createRecurringOrder } from "./recurring-orders.service";

// What the shopper is told when a recurring order fills their cart.
const DAY = 864e5;
const URL_BASE = "https://pennycart.example";
// A Monday; the first weekly run is due a week later and the next one a week after that (Monday, March 15).
const created = new Date("2027-03-01T10:00:00Z");
const runAt = new Date(created.getTime() + 8 * DAY);

let database: Database;
let db: Db;
let items: { id: number; name: string; brand: string }[];
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
  items = await db
    .select({ id: groceryItems.id, name: groceryItems.name, brand: groceryItems.brand })
    .from(groceryItems)
    .limit(2);
});
afterEach(() => database.close());

async function shopper(fields: { firstName?: string | null; email?: string | null; premium?: boolean } = {}) {
  const { firstName = "Robin", email = `robin-${randomBytes(4).toString("hex")}@example.com`, premium = true } = fields;
  const plan = premium
    ? { subscriptionStatus: "active" as const, subscriptionCurrentPeriodEnd: new Date("2099-01-01T00:00:00Z") }
    : {};
  const [row] = await db
    .insert(users)
    .values({ email, firstName, ...plan })
    .returning({ id: users.id });
  return row!.id;
}
const order = (userId: string, lines: { itemId: number; quantity: number }[]) =>
  createRecurringOrder(db, userId, { frequency: "weekly", items: lines }, created);
const mailsTo = (userId: string) => db.select().from(outboxMessages).where(eq(outboxMessages.userId, userId));

describe("the recurring order e-mail", () => {
  it("greets the shopper, lists each item with brand and quantity, links the app and names the next date", async () => {
    const userId = await shopper();
    await order(userId, [
      { itemId: items[0]!.id, quantity: 2 },
      { itemId: items[1]!.id, quantity: 1 },
    ]);
    expect(await runDueRecurringOrders(db, runAt, URL_BASE)).toEqual({ processed: 1 });
    const [mail] = await mailsTo(userId);
    expect(mail).toMatchObject({ kind: "recurring-order", subject: "Your weekly PennyCart order is in your cart" });
    expect(mail!.body).toBe(
      [
        "Hi Robin,",
        "",
        "Your weekly recurring order added these 2 items to your cart:",
        `- ${items[0]!.name} (${items[0]!.brand}) x 2`,
        `- ${items[1]!.name} (${items[1]!.brand}) x 1`,
        "",
        "Compare prices and shop: https://pennycart.example/",
        "Next order: Monday, March 15, 2027. You can pause or delete it under Recurring Orders.",
      ].join("\n"),
    );
  });

  it("says 'this item' for one item and 'Hi there' to a shopper with no first name", async () => {
    const userId = await shopper({ firstName: "   " });
    await order(userId, [{ itemId: items[0]!.id, quantity: 3 }]);
    await runDueRecurringOrders(db, runAt, URL_BASE);
    const [mail] = await mailsTo(userId);
    expect(mail!.body.split("\n").slice(0, 4)).toEqual([
      "Hi there,",
      "",
      "Your weekly recurring order added this item to your cart:",
      `- ${items[0]!.name} (${items[0]!.brand}) x 3`,
    ]);
  });

  it("fills the cart but sends nothing to a shopper without an e-mail address, or for an order whose items all left the catalog", async () => {
    const noEmail = await shopper({ email: null });
    await order(noEmail, [{ itemId: items[0]!.id, quantity: 1 }]);
    const emptied = await shopper();
    const { id } = await order(emptied, [{ itemId: items[1]!.id, quantity: 1 }]);
    await db.delete(cartEntries).where(eq(cartEntries.itemId, items[1]!.id));
    await db.delete(groceryItems).where(inArray(groceryItems.id, [items[1]!.id]));

    expect(await runDueRecurringOrders(db, runAt, URL_BASE)).toEqual({ processed: 2 });
    expect(await db.select().from(cartEntries).where(eq(cartEntries.userId, noEmail))).toMatchObject([{ quantity: 1 }]);
    expect(await mailsTo(noEmail)).toEqual([]);
    expect(await mailsTo(emptied)).toEqual([]);
    const [row] = await db.select().from(recurringOrders).where(eq(recurringOrders.id, id));
    expect(row!.nextOrderAt).toEqual(new Date(created.getTime() + 14 * DAY));
  });
});
