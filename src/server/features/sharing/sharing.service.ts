import { randomBytes } from "node:crypto";
import {
  MAX_LIVE_SHARED_LISTS,
  MAX_SHARED_LISTS_PER_DAY,
  SHARED_LIST_ID_PATTERN,
  SHARED_LIST_RETENTION_DAYS,
  SHARED_LIST_VIEW_REFRESH_HOURS,
  type CopyToCartResult,
  type CreatedSharedList,
  type MySharedList,
  type SharedList,
} from "../../../domain/contracts/sharing";
import { sharedListPath } from "../../../domain/sharing/share-text";
import type { Db } from "../../db/client";
import { lockUserRow } from "../../db/user-lock";
import { HttpError } from "../../plugins/errors";
import { listCartLines, mergeIntoCart } from "../cart/cart.service";
import * as repo from "./sharing.repository";

const NOT_FOUND = "List not found";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** 16 random bytes (128 bits) in base64url: the link is the only key to the list. */
export const newSharedListId = () => randomBytes(16).toString("base64url");

export const shareUrlOf = (publicUrl: string, id: string) => `${publicUrl}${sharedListPath(id)}`;

/**
 * Shares a snapshot of the user's cart, at most MAX_SHARED_LISTS_PER_DAY in 24 hours and MAX_LIVE_SHARED_LISTS live
 * at once (decision 045: refusing keeps every link a shopper gave out working, where dropping the oldest would not).
 */
export async function shareCart(
  db: Db,
  publicUrl: string,
  userId: string,
  input: { title: string; description?: string | undefined },
  now = new Date(),
): Promise<CreatedSharedList> {
  const id = newSharedListId();
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    if ((await repo.countSharedSince(tx, userId, new Date(now.getTime() - DAY_MS))) >= MAX_SHARED_LISTS_PER_DAY) {
      throw new HttpError(429, `You can share up to ${MAX_SHARED_LISTS_PER_DAY} lists a day. Please try again tomorrow.`);
    }
    if ((await repo.countLiveLists(tx, userId)) >= MAX_LIVE_SHARED_LISTS) {
      throw new HttpError(
        409,
        `You have ${MAX_LIVE_SHARED_LISTS} shared lists. Delete one under My shared lists in your account to share another.`,
      );
    }
    const lines = await listCartLines(tx, userId);
    if (lines.length === 0) throw new HttpError(400, "Cart is empty");
    const items = lines.map((line, position) => ({
      position,
      itemId: line.itemId,
      name: line.item.name,
      brand: line.item.brand,
      unit: line.item.unit,
      quantity: line.quantity,
      notes: null,
    }));
    await repo.insertSharedList(tx, { id, userId, title: input.title, description: input.description || null }, items);
  });
  return { id, shareUrl: shareUrlOf(publicUrl, id) };
}

/**
 * A live list as anyone may see it, or undefined (ids the server could not have minted are not looked up). Opening
 * a list counts as a view that keeps it (decision 045), written at most once a day per list.
 */
export async function findSharedList(db: Db, id: string, now = new Date()): Promise<SharedList | undefined> {
  if (!SHARED_LIST_ID_PATTERN.test(id)) return undefined;
  const list = await repo.findSharedList(db, id);
  if (!list) return undefined;
  const refreshAfter = new Date(now.getTime() - SHARED_LIST_VIEW_REFRESH_HOURS * HOUR_MS);
  // recordListView's WHERE asks the same: this only saves a write on most views.
  if (list.lastViewedAt < refreshAfter) await repo.recordListView(db, id, now, refreshAfter);
  const items = await repo.listSharedListItems(db, id);
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    createdAt: list.createdAt.toISOString(),
    owner: { firstName: list.ownerFirstName, lastName: list.ownerLastName },
    items: items.map((item) => ({
      id: item.id,
      itemId: item.itemId,
      quantity: item.quantity,
      notes: item.notes,
      item: { name: item.name, brand: item.brand, unit: item.unit },
    })),
  };
}

export async function getSharedList(db: Db, id: string): Promise<SharedList> {
  const list = await findSharedList(db, id);
  if (!list) throw new HttpError(404, NOT_FOUND);
  return list;
}

/** Merges every item of the list into the user's cart in one statement; items gone from the catalog are skipped and counted. */
export async function copySharedListToCart(db: Db, userId: string, id: string): Promise<CopyToCartResult> {
  const list = await getSharedList(db, id);
  const merged = await mergeIntoCart(
    db,
    userId,
    list.items.map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
  );
  const mergedIds = new Set(merged);
  const skipped = list.items.filter((item) => !mergedIds.has(item.itemId)).length;
  return { added: list.items.length - skipped, skipped };
}

export async function listMySharedLists(db: Db, publicUrl: string, userId: string): Promise<MySharedList[]> {
  const rows = await repo.listOwnLists(db, userId);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), shareUrl: shareUrlOf(publicUrl, row.id) }));
}

export async function deleteMySharedList(db: Db, userId: string, id: string): Promise<void> {
  if (!SHARED_LIST_ID_PATTERN.test(id) || !(await repo.deleteOwnList(db, userId, id))) throw new HttpError(404, NOT_FOUND);
}

/**
 * The retention job (decision 045): removes lists nobody opened for SHARED_LIST_RETENTION_DAYS, and deleted lists
 * once they no longer count toward the daily limit. Answers how many lists went.
 */
export function removeUnusedSharedLists(db: Db, now: Date): Promise<number> {
  return repo.removeSharedLists(
    db,
    new Date(now.getTime() - SHARED_LIST_RETENTION_DAYS * DAY_MS),
    new Date(now.getTime() - DAY_MS),
  );
}
