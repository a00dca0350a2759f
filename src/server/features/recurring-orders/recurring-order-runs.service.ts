import { format } from "date-fns/format";
import { computePremiumStatus } from "../../../domain/premium/status";
import { nextOrderDate } from "../../../domain/recurring-orders/schedule";
import type { Db } from "../../db/client";
import { addLinesToCart } from "../cart/cart.service";
import { queueMessage } from "../outbox/outbox.service";
import * as repo from "./recurring-orders.repository";

/** Orders looked at per run; the rest wait for the next run a minute later. */
const BATCH = 500;

type Owner = Awaited<ReturnType<typeof repo.findDueOrders>>[number]["user"];
type ItemRow = Awaited<ReturnType<typeof repo.listOrderItems>>[number];

function notification(owner: Owner, frequency: string, items: readonly ItemRow[], next: Date, publicUrl: string) {
  const lines = items.map(({ item, quantity }) => `- ${item.name} (${item.brand}) x ${quantity}`);
  return {
    subject: `Your ${frequency} PennyCart order is in your cart`,
    body: [
      `Hi ${owner.firstName?.trim() || "there"},`,
      "",
      `Your ${frequency} recurring order added ${items.length === 1 ? "this item" : `these ${items.length} items`} to your cart:`,
      ...lines,
      "",
      `Compare prices and shop: ${publicUrl}/`,
      `Next order: ${format(next, "EEEE, MMMM d, yyyy")}. You can pause or delete it under Recurring Orders.`,
    ].join("\n"),
  };
}

/**
 * Runs every active order due at `now` whose owner has Premium access: adds its items to the owner's
 * cart (merging quantities), moves its date to the next one ahead (a missed stretch runs once),
 * records the run and queues an e-mail to the owner, all in one transaction per order. Each order is
 * claimed with FOR UPDATE SKIP LOCKED and re-checked as due, so with several schedulers on one
 * database every due date runs exactly once. Orders of users without Premium are left as they are.
 */
export async function runDueRecurringOrders(
  db: Db,
  now: Date,
  publicUrl: string,
  batch = BATCH,
): Promise<{ processed: number; note?: string }> {
  const due = await repo.findDueOrders(db, now, batch);
  // A second check of findDueOrders' own rule (the same Premium access at `now`, in SQL). The two disagree only within
  // the millisecond a grace period ends (the database keeps microseconds, JavaScript milliseconds), so its mutants, and
  // the note below, are reached by no test.
  // Stryker disable next-line MethodExpression: findDueOrders already leaves out users without Premium access (to the millisecond)
  const eligible = due.filter((order) => computePremiumStatus(order.user, now).hasPremiumAccess);
  let processed = 0;
  for (const { id, user } of eligible) {
    const ran = await db.transaction(async (tx) => {
      const order = await repo.claimDueOrder(tx, id, now);
      if (!order) return false;
      const items = await repo.listOrderItems(tx, [id]);
      // A full cart takes what fits: the order still runs (review R26).
      await addLinesToCart(tx, order.userId, items, false);
      const next = nextOrderDate(order.frequency, order.anchorAt, order.nextOrderAt, now);
      await repo.recordRun(tx, id, now, next);
      if (user.email && items.length > 0) {
        await queueMessage(tx, {
          userId: order.userId,
          kind: "recurring-order",
          channel: "email",
          recipient: user.email,
          ...notification(user, order.frequency, items, next, publicUrl),
        });
      }
      return true;
    });
    if (ran) processed += 1;
  }
  const skipped = due.length - eligible.length;
  return skipped > 0 ? { processed, note: `${skipped} skipped: owner without Premium` } : { processed };
}
