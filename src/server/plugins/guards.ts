import type { FastifyRequest } from "fastify";
import { computePremiumStatus } from "../../domain/premium/status";
import type { UserRow } from "../db/schema/index";
import { hashToken, isAdminEmail, resolveSession, slideSession } from "../features/auth/auth.service";
import { HttpError } from "./errors";

/** The signed-in user, or 401. Use in every handler that needs one. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, "Unauthorized");
  return request.user;
}

/** The signed-in admin (by ADMIN_EMAILS), or 401/403. */
export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isAdminEmail(user.email, request.server.deps.config.adminEmails)) throw new HttpError(403, "Admin access required");
  return user;
}

/** The signed-in user with Premium access (paid, family or in the grace period), or 401/403. Every premium-only call uses it. */
export function requirePremium(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!computePremiumStatus(user, new Date()).hasPremiumAccess) throw new HttpError(403, "Premium subscription required");
  return user;
}

/**
 * The signed-in user for a hook that needs it before the handler: on a sessionInStatement route (whose statement
 * checks the session) it is looked up now, in a statement of its own; elsewhere request.user. 401 without one.
 */
export async function signedInUser(request: FastifyRequest): Promise<UserRow> {
  if (!request.user && request.sessionToCheck) {
    const user = await resolveSession(request.server.deps.database.db, request.sessionToCheck, new Date());
    if (user) {
      request.user = user;
      request.sessionToken = request.sessionToCheck;
    }
  }
  return requireUser(request);
}

/** What a statement that checks the session answers when a live session has the token: its user and expiry. */
export type CheckedSession<T> = { user: UserRow; expiresAt: Date; result: T };

/**
 * Runs a sessionInStatement route's statement, which checks the session itself (the same rules as resolveSession:
 * a live session by the token's hash, its user with Family Premium). When it answers, the session slides as
 * resolveSession's does and request.user is set; when it answers nothing, the session is looked up alone: 401
 * without one, else `undefined` (the statement found nothing of the user's: the caller says what that means).
 */
export async function withCheckedSession<T>(
  request: FastifyRequest,
  run: (tokenHash: string, now: Date) => Promise<CheckedSession<T> | undefined>,
): Promise<T | undefined> {
  const token = request.sessionToCheck;
  if (!token) throw new HttpError(401, "Unauthorized");
  const now = new Date();
  const tokenHash = hashToken(token);
  const checked = await run(tokenHash, now);
  if (!checked) {
    await signedInUser(request);
    return undefined;
  }
  await slideSession(request.server.deps.database.db, tokenHash, checked.expiresAt, now);
  request.user = checked.user;
  request.sessionToken = token;
  return checked.result;
}
