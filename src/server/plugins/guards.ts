import type { FastifyRequest } from "fastify";
import { computePremiumStatus } from "../../domain/premium/status";
import type { UserRow } from "../db/schema/index";
import { isAdminEmail } from "../features/auth/auth.service";
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
