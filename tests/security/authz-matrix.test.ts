// @module-tag engines
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../support/test-app";
import { ROLES, SECURITY_APP_ENV, createActor, createMatrixContext, type MatrixContext, type RouteRow } from "./matrix";
import { routeGroups } from "./routes";

// Every API route x every role, each cell with a fresh user, plus a signed-in Premium user naming
// another user's rows: the status each gets is in one table (tests/security/routes/*.ts).

let test: TestContext;
let ctx: MatrixContext;
const rows: RouteRow[] = routeGroups.flatMap((group) => group.rows);

beforeAll(async () => {
  test = await createTestApp(SECURITY_APP_ENV);
  ctx = await createMatrixContext(test, routeGroups);
});
afterAll(() => test.close());

describe("authorization matrix", () => {
  it("has exactly one row for every API route the app registers", () => {
    const registered = test.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const listed = rows.map((r) => r.route).sort();
    expect(
      listed.filter((route, i) => listed.indexOf(route) !== i),
      "routes listed twice",
    ).toEqual([]);
    expect(
      registered.filter((route) => !listed.includes(route)),
      "routes without a row (add them to tests/security/routes/)",
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.includes(route)),
      "rows for routes that do not exist",
    ).toEqual([]);
  });

  describe.each(rows.map((row) => [row.route, row] as const))("%s", (_route, row) => {
    it.each(ROLES.map((role) => [role]))("as %s", async (role) => {
      const actor = await createActor(test, role);
      const owner = role === "visitor" ? ctx.victim : actor;
      const res = await ctx.as(actor, await row.request(ctx, owner));
      expect(res.statusCode, `${row.route} as ${role}: ${res.body.slice(0, 200)}`).toBe(row.expect[role]);
      if (res.statusCode >= 400) expect(res.json(), "errors are JSON { message }").toHaveProperty("message");
    });

    if (row.expect.foreign !== undefined) {
      it("naming another user's rows", async () => {
        const actor = await createActor(test, "premium");
        const res = await ctx.as(actor, await row.request(ctx, ctx.victim));
        expect(res.statusCode, `${row.route} on the victim's rows: ${res.body.slice(0, 200)}`).toBe(row.expect.foreign);
      });
    }
  });
});
