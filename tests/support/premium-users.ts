import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { familyMembers, users } from "../../src/server/db/schema/index";
import { signIn, type TestContext } from "./test-app";

/**
 * Signed-in users on each plan, made directly in the database, for testing premium-only calls:
 * - free: never subscribed
 * - active: paying subscriber
 * - family: family member (free Premium), no own subscription
 * - grace: canceled, still inside the grace period
 * - lapsed: canceled, grace period over (no longer premium)
 */
export type Plan = "free" | "active" | "family" | "grace" | "lapsed";
export type PlanUser = { id: string; email: string; cookie: string };

const DAY = 24 * 60 * 60 * 1000;

function planFields(plan: Plan, now: number) {
  switch (plan) {
    case "free":
      return { subscriptionStatus: "free" as const };
    case "active":
      return { subscriptionStatus: "active" as const, subscriptionCurrentPeriodEnd: new Date(now + 20 * DAY) };
    case "family":
      // On the family list (see createUserWithPlan): the session lookup derives isFamilyPremium from it.
      return { subscriptionStatus: "free" as const };
    case "grace":
      return {
        createdAt: new Date(now - 10 * DAY),
        subscriptionStatus: "canceled" as const,
        subscriptionCanceledAt: new Date(now - DAY),
        subscriptionCurrentPeriodEnd: new Date(now + 5 * DAY),
      };
    case "lapsed":
      return {
        createdAt: new Date(now - 90 * DAY),
        subscriptionStatus: "canceled" as const,
        subscriptionCanceledAt: new Date(now - 60 * DAY),
        subscriptionCurrentPeriodEnd: new Date(now - 45 * DAY),
      };
  }
}

/** Signs in a new user and puts them on `plan`; the cookie works with app.inject. */
export async function createUserWithPlan(
  ctx: TestContext,
  plan: Plan,
  email = `${plan}-${randomBytes(4).toString("hex")}@example.com`,
): Promise<PlanUser> {
  const cookie = await signIn(ctx.app, email, { firstName: plan[0]!.toUpperCase() + plan.slice(1) });
  if (plan === "family")
    await ctx.database.db.insert(familyMembers).values({ name: "Family member", email }).onConflictDoNothing();
  const [row] = await ctx.database.db
    .update(users)
    .set(planFields(plan, Date.now()))
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (!row) throw new Error(`no user ${email} after sign-in`);
  return { id: row.id, email, cookie };
}

/** One user per plan. */
export async function createPlanUsers(ctx: TestContext): Promise<Record<Plan, PlanUser>> {
  const plans: Plan[] = ["free", "active", "family", "grace", "lapsed"];
  const made = await Promise.all(plans.map((plan) => createUserWithPlan(ctx, plan)));
  return Object.fromEntries(plans.map((plan, i) => [plan, made[i]!])) as Record<Plan, PlanUser>;
}

/**
 * Asserts a call is premium-only: 403 `{ message: "Premium subscription required" }` for free and
 * lapsed users, anything else for premium, family and grace-period users. `request` may build the
 * request per user (for ids the user owns).
 */
export async function expectPremiumOnly(
  ctx: TestContext,
  request: InjectOptions | ((user: PlanUser) => InjectOptions | Promise<InjectOptions>),
  planUsers?: Record<Plan, PlanUser>,
): Promise<void> {
  const people = planUsers ?? (await createPlanUsers(ctx));
  const build = async (user: PlanUser) => (typeof request === "function" ? await request(user) : request);
  for (const plan of ["free", "lapsed"] as const) {
    const options = await build(people[plan]);
    const res = await ctx.app.inject({ ...options, headers: { ...options.headers, cookie: people[plan].cookie } });
    expect(res.statusCode, `${plan} user on ${options.method ?? "GET"} ${options.url}`).toBe(403);
    expect(res.json(), `${plan} user`).toEqual({ message: "Premium subscription required" });
  }
  for (const plan of ["active", "family", "grace"] as const) {
    const options = await build(people[plan]);
    const res = await ctx.app.inject({ ...options, headers: { ...options.headers, cookie: people[plan].cookie } });
    expect(res.statusCode, `${plan} user on ${options.method ?? "GET"} ${options.url}: ${res.body}`).toBeLessThan(400);
  }
  const options = await build(people.free);
  const anonymous = await ctx.app.inject(options);
  expect(anonymous.statusCode, "signed out").toBe(401);
}
