import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { adminAudit, familyMembers, type FamilyMemberRow } from "../../db/schema/index";

type AuditEntry = typeof adminAudit.$inferInsert;

export function listFamilyMembers(db: Db): Promise<FamilyMemberRow[]> {
  return db
    .select()
    .from(familyMembers)
    .orderBy(sql`${familyMembers.addedAt} desc nulls last`, desc(familyMembers.id));
}

/** The new member, or undefined when the e-mail (in any casing) is already on the list. */
export async function insertFamilyMember(db: Db, name: string, email: string): Promise<FamilyMemberRow | undefined> {
  const [row] = await db.insert(familyMembers).values({ name, email }).onConflictDoNothing().returning();
  return row;
}

export async function deleteFamilyMember(db: Db, id: number): Promise<FamilyMemberRow | undefined> {
  const [row] = await db.delete(familyMembers).where(eq(familyMembers.id, id)).returning();
  return row;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

export function latestAuditEntries(db: Db, limit: number) {
  return db.select().from(adminAudit).orderBy(desc(adminAudit.createdAt), desc(adminAudit.id)).limit(limit);
}
