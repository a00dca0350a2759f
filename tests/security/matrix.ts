import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { users } from "../../src/server/db/schema/index";
import type { Db } from "../../src/server/db/client";
import { createUserWithPlan, type Plan } from "../support/premium-users";
import { signIn, type TestContext } from "../support/test-app";

/**
 * The authorization matrix: one row per API route, one expected status per role. Every feature adds
 * its routes' rows in its own file under tests/security/routes/ and lists that file in
 * tests/security/routes.ts; authz-matrix.test.ts fails when a route has no row (or a row no route),
 * and fuzz.test.ts fuzzes every route that takes input, starting from the row's valid request.
 */

export const ROLES = ["visitor", "free", "premium", "grace", "family", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** A user as the matrix sees one: visitors have no id and no cookie. */
export type Actor = { role: Role | "victim" | "superuser"; id: string | null; email: string | null; cookie: string | null };

export type Expectation = Record<Role, number> & {
  /** The status when a signed-in user (Premium, so no plan check stops it) names rows of another user; 404 for owned rows. */
  foreign?: number;
};

export type MatrixContext = {
  test: TestContext;
  db: Db;
  /** Some catalog item ids and store ids near downtown Pittsburgh, for valid requests. */
  itemIds: number[];
  storeIds: number[];
  /** The user whose rows foreign requests name: Premium, with data in every feature (routes' `seedVictim`). */
  victim: Actor;
  /** Sends a request as `actor` (with their cookie, if any). */
  as(actor: Actor, options: InjectOptions): Promise<LightMyRequestResponse>;
};

export type RouteRow = {
  /** "METHOD /path" exactly as registered, e.g. "PATCH /api/cart/:id". */
  route: string;
  /**
   * A valid request about rows of `owner` (the actor themself, or the victim in the foreign cell;
   * for visitors, the victim). Create the rows it names here, as `owner` or directly in the database.
   */
  request(ctx: MatrixContext, owner: Actor): InjectOptions | Promise<InjectOptions>;
  expect: Expectation;
};

/** A feature's rows, plus what the victim should own of that feature before the matrix and the fuzz test run. */
export type RouteGroup = { rows: RouteRow[]; seedVictim?(ctx: MatrixContext): Promise<void> };

/** The same status for everyone, signed in or not. */
export const everyone = (status: number): Expectation => ({
  visitor: status,
  free: status,
  premium: status,
  grace: status,
  family: status,
  admin: status,
});
/** Signed-in users get `status`, visitors 401. */
export const signedIn = (status: number, foreign?: number): Expectation => ({
  ...everyone(status),
  visitor: 401,
  ...(foreign ? { foreign } : {}),
});
/** Premium access (paid, grace period or family) gets `status`; other signed-in users 403; visitors 401. The admin is on the free plan. */
export const premiumOnly = (status: number, foreign?: number): Expectation => ({
  visitor: 401,
  free: 403,
  admin: 403,
  premium: status,
  grace: status,
  family: status,
  ...(foreign ? { foreign } : {}),
});
/** Admins get `status`; other signed-in users 403; visitors 401. */
export const adminOnly = (status: number): Expectation => ({
  visitor: 401,
  free: 403,
  premium: 403,
  grace: 403,
  family: 403,
  admin: status,
});

export const ADMIN_EMAIL = "matrix-admin@example.com";
export const SUPERUSER_EMAIL = "matrix-superuser@example.com";
/** Settings of the app the matrix and the fuzz test run: both admins configured, no rate limit in the way. */
export const SECURITY_APP_ENV = { ADMIN_EMAILS: `${ADMIN_EMAIL},${SUPERUSER_EMAIL}`, RATE_LIMIT_PER_MINUTE: "0" };

const PLAN_OF: Record<Exclude<Role, "visitor" | "admin">, Plan> = {
  free: "free",
  premium: "active",
  grace: "grace",
  family: "family",
};

/**
 * A fresh actor for one cell: a new user on the role's plan (so no cell sees another's changes), or
 * for the admin (whose e-mail is fixed by ADMIN_EMAILS) a new session with the plan reset to free.
 */
export async function createActor(test: TestContext, role: Role): Promise<Actor> {
  if (role === "visitor") return { role, id: null, email: null, cookie: null };
  if (role === "admin") return adminActor(test, ADMIN_EMAIL, "free", "admin");
  const user = await createUserWithPlan(test, PLAN_OF[role]);
  return { role, id: user.id, email: user.email, cookie: user.cookie };
}

/** An admin (by e-mail) on `plan`, freshly signed in. */
export async function adminActor(test: TestContext, email: string, plan: "free" | "active", role: Actor["role"]): Promise<Actor> {
  const cookie = await signIn(test.app, email);
  const fields =
    plan === "active"
      ? {
          subscriptionStatus: "active" as const,
          subscriptionCanceledAt: null,
          subscriptionCurrentPeriodEnd: new Date(Date.now() + 20 * 864e5),
        }
      : {
          subscriptionStatus: "free" as const,
          subscriptionCanceledAt: null,
          subscriptionCurrentPeriodEnd: null,
          isFamilyPremium: false,
        };
  const [row] = await test.database.db.update(users).set(fields).where(eq(users.email, email)).returning({ id: users.id });
  return { role, id: row!.id, email, cookie };
}

/** The matrix context on a test app made with SECURITY_APP_ENV. */
export async function createMatrixContext(test: TestContext, groups: readonly RouteGroup[]): Promise<MatrixContext> {
  const items = (await test.app.inject({ url: "/api/grocery-items" })).json() as { id: number }[];
  const stores = (await test.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as {
    id: number;
  }[];
  const victimUser = await createUserWithPlan(test, "active", "matrix-victim@example.com");
  const ctx: MatrixContext = {
    test,
    db: test.database.db,
    itemIds: items.slice(0, 20).map((i) => i.id),
    storeIds: stores.slice(0, 5).map((s) => s.id),
    victim: { role: "victim", id: victimUser.id, email: victimUser.email, cookie: victimUser.cookie },
    as: (actor, options) =>
      test.app.inject({ ...options, headers: { ...options.headers, ...(actor.cookie ? { cookie: actor.cookie } : {}) } }),
  };
  for (const group of groups) await group.seedVictim?.(ctx);
  return ctx;
}
