import { eq } from "drizzle-orm";
import type { Db } from "./client";
import { users } from "./schema/index";

/**
 * Locks the user's row until the transaction ends, so that one user's counted actions (a cap, a daily limit) are
 * counted and written one after another: two at once cannot both see room for one more (issue 27 item 6).
 * Call it inside a transaction, before the count.
 */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  // Stryker disable next-line ObjectLiteral: only the lock is wanted, not the columns read
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
}
