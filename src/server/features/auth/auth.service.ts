import { createHash, randomBytes } from "node:crypto";
import type { User } from "../../../domain/contracts/auth";
import { computePremiumStatus, isPaidPeriodRunning } from "../../../domain/premium/status";
import { sampleShopperFor } from "../../../domain/users/sample-shoppers";
import type { Db } from "../../db/client";
import type { UserRow } from "../../db/schema/index";
import type { ExternalProfile } from "../../integrations/identity/port";
import { startCart } from "../cart/cart.service";
import * as repo from "./auth.repository";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_REFRESH_MS = 15 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Local sign-in: find or create the user by e-mail (case-insensitive); a name given replaces the stored one, one left out keeps it.
 * A sample shopper's new account starts with the cart its sign-in button promises; later sign-ins leave the cart alone.
 */
export async function signInLocal(db: Db, input: { email: string; firstName?: string; lastName?: string }): Promise<UserRow> {
  const existing = await repo.findUserByEmail(db, input.email);
  if (!existing) {
    const user = await repo.insertUser(db, { email: input.email, firstName: input.firstName, lastName: input.lastName });
    const sample = sampleShopperFor(input.email);
    if (sample) await startCart(db, user.id, sample.cart);
    return user;
  }
  // A name left out (or empty) is undefined, which the update skips: the stored one is kept.
  return repo.updateUserProfile(db, existing.id, {
    firstName: input.firstName || undefined,
    lastName: input.lastName || undefined,
  });
}

/**
 * OpenID Connect sign-in: the subject is the identity; an existing account with the same verified
 * e-mail is linked once. Profile fields are copied from the provider on every sign-in.
 */
export async function signInWithOidc(db: Db, profile: ExternalProfile): Promise<UserRow> {
  const fields = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    profileImageUrl: profile.profileImageUrl,
  };
  const owner = profile.email ? await repo.findUserByEmail(db, profile.email) : undefined;
  const bySubject = await repo.findUserBySubject(db, profile.subject);
  if (bySubject) {
    // A new e-mail is taken only when verified and nobody else holds it; this account's own is rewritten as the
    // provider gives it (lower case), so a row stored in another case is put right.
    const emailUpdate =
      profile.email && profile.emailVerified && (!owner || owner.id === bySubject.id) ? { email: profile.email } : {};
    return repo.updateUserProfile(db, bySubject.id, { ...fields, ...emailUpdate });
  }
  if (owner && profile.emailVerified && !owner.oidcSubject) {
    return repo.updateUserProfile(db, owner.id, { ...fields, oidcSubject: profile.subject });
  }
  // An unverified or already-linked e-mail is never attached to this new identity.
  const email = profile.email && !owner && profile.emailVerified ? profile.email : null;
  return repo.insertUser(db, { ...fields, email, oidcSubject: profile.subject });
}

export async function startSession(db: Db, userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await repo.insertSession(db, hashToken(token), userId, expiresAt);
  return { token, expiresAt };
}

/** The user behind a session token; slides the expiry forward when more than half of it is used. */
export async function resolveSession(db: Db, token: string, now = new Date()): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const row = await repo.findSessionWithUser(db, tokenHash, now);
  if (!row) return null;
  await slideSession(db, tokenHash, row.expiresAt, now);
  return row.user;
}

/** A live session's expiry slides to SESSION_TTL_MS from now once more than half of it is used. */
export async function slideSession(db: Db, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
  if (expiresAt.getTime() - now.getTime() < SESSION_REFRESH_MS) {
    await repo.extendSession(db, tokenHash, new Date(now.getTime() + SESSION_TTL_MS));
  }
}

export const endSession = (db: Db, token: string) => repo.deleteSession(db, hashToken(token));

/** Removes sessions past their expiry (they no longer sign anyone in, but their rows would pile up). */
export function removeExpiredSessions(db: Db, now: Date) {
  return repo.deleteExpiredSessions(db, now);
}

export function toUserResponse(user: UserRow, adminEmails: readonly string[], now = new Date()): User {
  const status = computePremiumStatus(user, now);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    subscriptionStatus: status.subscriptionStatus,
    subscriptionCanceledAt: user.subscriptionCanceledAt?.toISOString() ?? null,
    subscriptionCurrentPeriodEnd: user.subscriptionCurrentPeriodEnd?.toISOString() ?? null,
    isFamilyPremium: user.isFamilyPremium,
    isAdmin: isAdminEmail(user.email, adminEmails),
    isPremium: status.isPremium,
    isInGracePeriod: status.isInGracePeriod,
    gracePeriodDaysRemaining: status.gracePeriodDaysRemaining,
    hasPremiumAccess: status.hasPremiumAccess,
    graceEndsAt: status.graceEndsAt?.toISOString() ?? null,
    canResumeSubscription: user.stripeSubscriptionId !== null && isPaidPeriodRunning(user, now),
  };
}

export function isAdminEmail(email: string | null, adminEmails: readonly string[]): boolean {
  return email !== null && adminEmails.includes(email.toLowerCase());
}
