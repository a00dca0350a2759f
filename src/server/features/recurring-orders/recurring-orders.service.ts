import {
  EMPTY_ORDER_MESSAGE,
  MAX_RECURRING_ORDERS,
  NO_STORES_MESSAGE,
  type RecurringFrequency,
  type RecurringOrder,
  type TransferToStoresResponse,
} from "../../../domain/contracts/recurring-orders";
import { storeOrderUrl } from "../../../domain/export/order-links";
import { firstOrderDate, nextOrderDate } from "../../../domain/recurring-orders/schedule";
import type { Db } from "../../db/client";
import { lockUserRow } from "../../db/user-lock";
import { HttpError } from "../../plugins/errors";
import { findExistingItemIds } from "../catalog/catalog.service";
import { getStoresByIds } from "../stores/stores.service";
import * as repo from "./recurring-orders.repository";

const NO_ORDER = "Recurring order not found";

type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;
type ItemRow = Awaited<ReturnType<typeof repo.listOrderItems>>[number];

function toResponse(order: OrderRow, items: readonly ItemRow[]): RecurringOrder {
  return {
    id: order.id,
    frequency: order.frequency,
    isActive: order.isActive,
    createdAt: order.createdAt.toISOString(),
    nextOrderDate: order.nextOrderAt.toISOString(),
    lastRunAt: order.lastRunAt?.toISOString() ?? null,
    items: items.filter((i) => i.orderId === order.id).map(({ itemId, quantity, item }) => ({ itemId, quantity, item })),
  };
}

export async function getRecurringOrders(db: Db, userId: string): Promise<RecurringOrder[]> {
  const orders = await repo.listOrders(db, userId);
  const items = await repo.listOrderItems(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((order) => toResponse(order, items));
}

async function getRecurringOrder(db: Db, userId: string, id: number): Promise<RecurringOrder> {
  const order = await repo.findOrder(db, userId, id);
  if (!order) throw new HttpError(404, NO_ORDER);
  return toResponse(order, await repo.listOrderItems(db, [id]));
}

/** Spec §5: a non-empty cart; at most 20 orders per shopper; the first date is creation + 1 period (§4). */
export async function createRecurringOrder(
  db: Db,
  userId: string,
  input: { frequency: RecurringFrequency; items: readonly { itemId: number; quantity: number }[] },
  now = new Date(),
): Promise<RecurringOrder> {
  if (input.items.length === 0) throw new HttpError(400, EMPTY_ORDER_MESSAGE);
  const existing = await findExistingItemIds(
    db,
    input.items.map((i) => i.itemId),
  );
  const unknown = input.items.find((i) => !existing.has(i.itemId));
  if (unknown) throw new HttpError(404, `Grocery item ${unknown.itemId} not found`);
  // The count and the insert are one step: the user's row is locked while they happen.
  const id = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    if ((await repo.countOrders(tx, userId)) >= MAX_RECURRING_ORDERS) {
      throw new HttpError(409, `You can have up to ${MAX_RECURRING_ORDERS} recurring orders. Delete one first.`);
    }
    return repo.insertOrder(
      tx,
      { userId, frequency: input.frequency, createdAt: now, anchorAt: now, nextOrderAt: firstOrderDate(input.frequency, now) },
      input.items,
    );
  });
  return getRecurringOrder(db, userId, id);
}

/**
 * Pauses or resumes an order. A resumed order whose date passed while it was paused moves to its
 * next date still ahead: pausing means those orders were not wanted.
 */
export async function setRecurringOrderActive(db: Db, userId: string, id: number, isActive: boolean, now = new Date()) {
  const order = await repo.findOrder(db, userId, id);
  if (!order) throw new HttpError(404, NO_ORDER);
  const stale = isActive && !order.isActive && order.nextOrderAt.getTime() <= now.getTime();
  const nextOrderAt = stale ? nextOrderDate(order.frequency, order.anchorAt, order.nextOrderAt, now) : undefined;
  await repo.updateOrder(db, userId, id, { isActive, ...(nextOrderAt ? { nextOrderAt } : {}) });
  return getRecurringOrder(db, userId, id);
}

export async function removeRecurringOrder(db: Db, userId: string, id: number) {
  if (!(await repo.deleteOrder(db, userId, id))) throw new HttpError(404, NO_ORDER);
}

/** Each chosen store's online shop searching for the order's items (the cart export's link rules). */
export async function transferToStores(
  db: Db,
  userId: string,
  id: number,
  storeIds: readonly number[],
): Promise<TransferToStoresResponse> {
  const order = await getRecurringOrder(db, userId, id);
  if (storeIds.length === 0) throw new HttpError(400, NO_STORES_MESSAGE);
  const stores = await getStoresByIds(db, storeIds);
  const unknown = storeIds.filter((storeId) => !stores.some((s) => s.id === storeId));
  if (unknown.length > 0) throw new HttpError(400, `Unknown store id: ${unknown.join(", ")}`);
  const names = order.items.map((i) => i.item.name);
  return { stores: stores.map((store) => ({ storeId: store.id, name: store.name, url: storeOrderUrl(store, names) })) };
}
