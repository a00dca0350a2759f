import { ALREADY_A_MEMBER, MEMBER_NOT_FOUND, type AdminAuditEntry, type FamilyMember } from "../../../domain/contracts/family";
import type { Db } from "../../db/client";
import type { FamilyMemberRow, UserRow } from "../../db/schema/index";
import { HttpError } from "../../plugins/errors";
import * as repo from "./family.repository";

const AUDIT_PAGE = 200;

const toMember = (row: FamilyMemberRow): FamilyMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  addedAt: row.addedAt?.toISOString() ?? null,
});

export async function listMembers(db: Db): Promise<FamilyMember[]> {
  return (await repo.listFamilyMembers(db)).map(toMember);
}

/**
 * Adds a member and records who did it, in one transaction. The database makes a user with that
 * e-mail Family Premium in the same statement (migration "family-members"), so their next request
 * is Premium on every app instance.
 */
export async function addMember(db: Db, admin: UserRow, input: { name: string; email: string }): Promise<FamilyMember> {
  return db.transaction(async (tx) => {
    const row = await repo.insertFamilyMember(tx, input.name, input.email);
    if (!row) throw new HttpError(409, ALREADY_A_MEMBER);
    await repo.insertAuditEntry(tx, {
      adminUserId: admin.id,
      // Stryker disable next-line StringLiteral: admins are named by e-mail (ADMIN_EMAILS), so an admin always has one
      adminEmail: admin.email ?? "",
      action: "family_member.added",
      subjectName: row.name,
      subjectEmail: row.email,
    });
    return toMember(row);
  });
}

/** Removes a member (their own subscription or grace period, if any, is untouched) and records it. */
export async function removeMember(db: Db, admin: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteFamilyMember(tx, id);
    if (!row) throw new HttpError(404, MEMBER_NOT_FOUND);
    await repo.insertAuditEntry(tx, {
      adminUserId: admin.id,
      // Stryker disable next-line StringLiteral: admins are named by e-mail (ADMIN_EMAILS), so an admin always has one
      adminEmail: admin.email ?? "",
      action: "family_member.removed",
      subjectName: row.name,
      subjectEmail: row.email,
    });
  });
}

export async function latestAudit(db: Db): Promise<AdminAuditEntry[]> {
  const rows = await repo.latestAuditEntries(db, AUDIT_PAGE);
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    adminEmail: row.adminEmail,
    subjectName: row.subjectName,
    subjectEmail: row.subjectEmail,
    createdAt: row.createdAt.toISOString(),
  }));
}
