import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userPreferences } from "../../db/schema/index";

export async function findPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return row;
}

export async function upsertPreferences(
  db: Db,
  userId: string,
  values: { latitude: number | null; longitude: number | null; locationLabel: string | null; radiusTenthsMiles: number; selectedStoreIds: number[] },
) {
  const set = { ...values, updatedAt: new Date() };
  await db.insert(userPreferences).values({ userId, ...set }).onConflictDoUpdate({ target: userPreferences.userId, set });
}
