import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserWithPlan } from "../../../../tests/support/premium-users";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { familyMembers, users } from "../../db/schema/index";

// Admins (ADMIN_EMAILS, any casing) manage the family list; whoever's e-mail is on it has Premium
// from their next request on, on every app instance, and loses it on the next request after removal
// unless they pay or are in their grace period.

const ADMIN = "boss@example.com";
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: "Boss@Example.com", RATE_LIMIT_PER_MINUTE: "0" });
  admin = await signIn(ctx.app, ADMIN);
});
afterAll(() => ctx.close());

const unique = () => Math.random().toString(36).slice(2, 10);
const add = (payload: unknown, cookie = admin) =>
  ctx.app.inject({ method: "POST", url: "/api/admin/family-members", payload: payload as object, headers: { cookie } });
const list = (cookie = admin) => ctx.app.inject({ url: "/api/admin/family-members", headers: { cookie } });
const remove = (id: number | string, cookie = admin) =>
  ctx.app.inject({ method: "DELETE", url: `/api/admin/family-members/${id}`, headers: { cookie } });
const me = (cookie: string) => ctx.app.inject({ url: "/api/auth/user", headers: { cookie } });
// A Premium-only call: 403 'Premium subscription required' on the free plan.
const favorites = (cookie: string) => ctx.app.inject({ url: "/api/favorites", headers: { cookie } });

describe("admin family members", () => {
  it("adds a member (201, trimmed), lists them newest first with addedAt, and removes them", async () => {
    const email = `Kid-${unique()}@Example.com`;
    const res = await add({ name: "  Kid  ", email: `  ${email} ` });
    expect(res.statusCode, res.body).toBe(201);
    const member = res.json();
    expect(member).toMatchObject({ name: "Kid", email, id: expect.any(Number) });
    expect(Date.parse(member.addedAt)).not.toBeNaN();
    const second = (await add({ name: "Second", email: `second-${unique()}@example.com` })).json();

    const rows = (await list()).json() as { id: number }[];
    expect(rows.findIndex((r) => r.id === second.id)).toBeLessThan(rows.findIndex((r) => r.id === member.id));
    expect(rows.find((r) => r.id === member.id)).toEqual(member);

    expect((await remove(member.id)).json()).toEqual({ ok: true });
    expect(((await list()).json() as { id: number }[]).some((r) => r.id === member.id)).toBe(false);
    expect((await remove(member.id)).statusCode).toBe(404);
    expect((await remove(member.id)).json()).toEqual({ message: "Family member not found" });
  });

  it("shows a grant older than the list (no added date) with addedAt null", async () => {
    const email = `old-${unique()}@example.com`;
    await ctx.database.db.insert(familyMembers).values({ name: "Old", email, addedAt: null });
    expect(
      ((await list()).json() as { email: string; addedAt: string | null }[]).find((r) => r.email === email)?.addedAt,
    ).toBeNull();
  });

  it.each([
    [{}, "Please fill in all fields"],
    [{ name: "   ", email: "a@b.co" }, "Please fill in all fields"],
    [{ name: "Kid", email: "  " }, "Please fill in all fields"],
    [{ name: "Kid" }, "Please fill in all fields"],
    [{ name: "", email: "not-an-email" }, "Please fill in all fields"],
    [{ name: "Kid", email: "not-an-email" }, "Please enter a valid email address"],
    [{ name: "Kid", email: "kid@example" }, "Please enter a valid email address"],
    [{ name: "Kid", email: "kid @example.com" }, "Please enter a valid email address"],
    [{ name: "Kid", email: "a@b@c.com" }, "Please enter a valid email address"],
    [{ name: "x".repeat(101), email: "a@b.co" }, "Name must be at most 100 characters"],
    [{ name: "Kid\u0000", email: "a@b.co" }, "Name cannot contain control characters"],
    [{ name: 5, email: "a@b.co" }, "Please fill in all fields"],
  ])("refuses %j with 400 %j and adds nothing", async (payload, message) => {
    const before = (await list()).json().length;
    const res = await add(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await list()).json()).toHaveLength(before);
  });

  it("refuses an e-mail already on the list in any casing with 409", async () => {
    const email = `dup-${unique()}@example.com`;
    expect((await add({ name: "One", email })).statusCode).toBe(201);
    const res = await add({ name: "Two", email: email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "That e-mail is already a family member" });
    expect(((await list()).json() as { email: string }[]).filter((r) => r.email.toLowerCase() === email)).toHaveLength(1);
  });

  it("answers 400 for a malformed id and 404 for one that does not exist", async () => {
    expect((await remove("abc")).statusCode).toBe(400);
    expect((await remove(2_000_000_000)).statusCode).toBe(404);
  });

  it("refuses non-admins (403 'Admin access required') and visitors (401), changing nothing", async () => {
    const email = `target-${unique()}@example.com`;
    const target = (await add({ name: "Target", email })).json();
    for (const plan of ["free", "active", "family", "grace"] as const) {
      const user = await createUserWithPlan(ctx, plan);
      for (const res of [
        await list(user.cookie),
        await add({ name: "X", email: `x-${unique()}@example.com` }, user.cookie),
        await remove(target.id, user.cookie),
        await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: user.cookie } }),
      ]) {
        expect(res.statusCode, plan).toBe(403);
        expect(res.json()).toEqual({ message: "Admin access required" });
      }
    }
    for (const res of [
      await ctx.app.inject({ url: "/api/admin/family-members" }),
      await ctx.app.inject({ method: "POST", url: "/api/admin/family-members", payload: { name: "X", email: "x@example.com" } }),
      await ctx.app.inject({ method: "DELETE", url: `/api/admin/family-members/${target.id}` }),
      await ctx.app.inject({ url: "/api/admin/audit" }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(((await list()).json() as { id: number }[]).some((r) => r.id === target.id)).toBe(true);
    expect(((await list()).json() as { email: string }[]).some((r) => r.email === "x@example.com")).toBe(false);
  });

  it("records who added and removed whom, readable by admins newest first", async () => {
    const email = `audited-${unique()}@example.com`;
    const member = (await add({ name: "Audited", email })).json();
    await remove(member.id);
    const audit = (await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: admin } })).json() as Record<
      string,
      unknown
    >[];
    const mine = audit.filter((entry) => entry.subjectEmail === email);
    expect(mine.map((e) => e.action)).toEqual(["family_member.removed", "family_member.added"]);
    for (const entry of mine) {
      expect(entry).toMatchObject({ adminEmail: ADMIN, subjectName: "Audited" });
      expect(Date.parse(entry.createdAt as string)).not.toBeNaN();
    }
    // A refused request leaves no trace.
    await add({ name: "Audited again", email });
    await add({ name: "Audited again", email });
    const after = (await ctx.app.inject({ url: "/api/admin/audit", headers: { cookie: admin } })).json() as Record<
      string,
      unknown
    >[];
    expect(after.filter((entry) => entry.subjectEmail === email)).toHaveLength(3);
  });
});

describe("family Premium follows the list at every request", () => {
  it("makes a user who signs up with a listed e-mail (other casing) Family Premium, able to use Premium features", async () => {
    const name = unique();
    expect((await add({ name: "Kid", email: `Kid-${name}@Example.com` })).statusCode).toBe(201);
    const kid = await signIn(ctx.app, `kid-${name}@example.com`);
    expect((await me(kid)).json()).toMatchObject({
      isFamilyPremium: true,
      hasPremiumAccess: true,
      isPremium: false,
      subscriptionStatus: "free",
    });
    expect((await favorites(kid)).statusCode).toBe(200);
  });

  it("makes an already signed-in user Premium on their next request, and Free on the next after removal", async () => {
    const email = `later-${unique()}@example.com`;
    const cookie = await signIn(ctx.app, email);
    expect((await me(cookie)).json()).toMatchObject({ isFamilyPremium: false, hasPremiumAccess: false });
    expect((await favorites(cookie)).statusCode).toBe(403);

    const member = (await add({ name: "Later", email: email.toUpperCase() })).json();
    expect((await favorites(cookie)).statusCode).toBe(200);
    expect((await me(cookie)).json()).toMatchObject({ isFamilyPremium: true, hasPremiumAccess: true });

    await remove(member.id);
    const res = await favorites(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: "Premium subscription required" });
    expect((await me(cookie)).json()).toMatchObject({ isFamilyPremium: false, hasPremiumAccess: false });
  });

  it("reaches a second app instance on the same database on its next request", async () => {
    const other = await createTestApp({ ADMIN_EMAILS: ADMIN }, { database: ctx.database });
    try {
      const email = `elsewhere-${unique()}@example.com`;
      const cookie = await signIn(ctx.app, email);
      const onOther = () => other.app.inject({ url: "/api/auth/user", headers: { cookie } });
      expect((await onOther()).json().isFamilyPremium).toBe(false);
      expect((await onOther()).json().isFamilyPremium).toBe(false);
      const member = (await add({ name: "Elsewhere", email })).json();
      expect((await onOther()).json().isFamilyPremium).toBe(true);
      await remove(member.id);
      expect((await onOther()).json().isFamilyPremium).toBe(false);
    } finally {
      await other.app.close();
    }
  });

  it("follows list changes made outside the app (SQL), including a truncate", async () => {
    const email = `sql-${unique()}@example.com`;
    const cookie = await signIn(ctx.app, email);
    await ctx.database.db.insert(familyMembers).values({ name: "By SQL", email });
    expect((await me(cookie)).json().isFamilyPremium).toBe(true);
    await ctx.database.db
      .update(familyMembers)
      .set({ email: `moved-${email}` })
      .where(eq(familyMembers.email, email));
    expect((await me(cookie)).json().isFamilyPremium).toBe(false);
    await ctx.database.db
      .update(familyMembers)
      .set({ email })
      .where(eq(familyMembers.email, `moved-${email}`));
    expect((await me(cookie)).json().isFamilyPremium).toBe(true);
    // A change of the user's own e-mail is followed too, in any casing.
    await ctx.database.db
      .update(users)
      .set({ email: `other-${email}` })
      .where(eq(users.email, email));
    expect((await me(cookie)).json().isFamilyPremium).toBe(false);
    await ctx.database.db
      .update(users)
      .set({ email: email.toUpperCase() })
      .where(eq(users.email, `other-${email}`));
    expect((await me(cookie)).json().isFamilyPremium).toBe(true);
    await ctx.database.db.execute(sql`truncate family_members`);
    expect((await me(cookie)).json().isFamilyPremium).toBe(false);
  });

  it("keeps a removed member's own paid subscription and grace period", async () => {
    for (const plan of ["active", "grace"] as const) {
      const user = await createUserWithPlan(ctx, plan);
      const member = (await add({ name: plan, email: user.email })).json();
      expect((await me(user.cookie)).json()).toMatchObject({ isFamilyPremium: true, hasPremiumAccess: true });
      const before = (await me(user.cookie)).json();
      await remove(member.id);
      const after = (await me(user.cookie)).json();
      expect(after).toMatchObject({
        isFamilyPremium: false,
        hasPremiumAccess: true,
        isPremium: true,
        subscriptionStatus: before.subscriptionStatus,
      });
      expect(after.subscriptionCurrentPeriodEnd).toBe(before.subscriptionCurrentPeriodEnd);
      expect((await favorites(user.cookie)).statusCode).toBe(200);
    }
  });
});
