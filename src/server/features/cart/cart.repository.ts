import { and, asc, eq, sql } from "drizzle-orm";
import { MAX_CART_QUANTITY } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { cartEntries, groceryItems } from "../../db/schema/index";

export function listCartEntries(db: Db, userId: string) {
  return db
    .select({
      id: cartEntries.id,
      itemId: cartEntries.itemId,
      quantity: cartEntries.quantity,
      item: {
        name: groceryItems.name,
        brand: groceryItems.brand,
        category: groceryItems.category,
        unit: groceryItems.unit,
        size: groceryItems.size,
        sizeUnit: groceryItems.sizeUnit,
      },
    })
    .from(cartEntries)
    .innerJoin(groceryItems, eq(groceryItems.id, cartEntries.itemId))
    .where(eq(cartEntries.userId, userId))
    .orderBy(asc(cartEntries.createdAt), asc(cartEntries.id));
}

/** Adds the item, or raises the quantity of the entry already there (never past the cap). */
export async function addOrIncrement(db: Db, userId: string, itemId: number, quantity: number) {
  const [row] = await db
    .insert(cartEntries)
    .values({ userId, itemId, quantity })
    .onConflictDoUpdate({
      target: [cartEntries.userId, cartEntries.itemId],
      set: { quantity: sql`least(${cartEntries.quantity} + excluded.quantity, ${MAX_CART_QUANTITY})` },
    })
    .returning({ id: cartEntries.id });
  return row!.id;
}

/** Updates only the caller's own entry; returns false when there is none with that id. */
export async function updateQuantity(db: Db, userId: string, id: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(cartEntries)
    .set({ quantity })
    .where(and(eq(cartEntries.id, id), eq(cartEntries.userId, userId)))
    .returning({ id: cartEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Db, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(cartEntries)
    .where(and(eq(cartEntries.id, id), eq(cartEntries.userId, userId)))
    .returning({ id: cartEntries.id });
  return rows.length > 0;
}

export async function clearCart(db: Db, userId: string): Promise<void> {
  await db.delete(cartEntries).where(eq(cartEntries.userId, userId));
}
