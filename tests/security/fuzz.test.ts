import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../support/test-app";
import { fuzzedRequest } from "./fuzz-arbitraries";
import {
  SECURITY_APP_ENV,
  SUPERUSER_EMAIL,
  adminActor,
  createMatrixContext,
  type Actor,
  type MatrixContext,
  type RouteRow,
} from "./matrix";
import { routeGroups } from "./routes";
import { idsOwnedBy, ownedTables, snapshotUserState } from "./victim-state";

// Every route that takes input gets generated bodies, path parameters, query strings and headers,
// sent by a Premium admin (so no guard stops the request before the handler). No answer may be a
// 5xx, and nothing of another user's (the victim's rows and user row) or of the catalog may change.
// FUZZ_RUNS sets the total number of cases (default 2,000; use 20,000 or more for a long run).

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// Built while the tests are collected, so the routes to fuzz come from the app itself.
const test: TestContext = await createTestApp(SECURITY_APP_ENV);
afterAll(() => test.close());
const routesWithInput = test.app.apiRoutes.filter((route) => route.takesInput).map((route) => `${route.method} ${route.url}`);
const rows: RouteRow[] = routeGroups.flatMap((group) => group.rows);
const runs = Math.max(50, Math.ceil(TOTAL_RUNS / routesWithInput.length));

let ctx: MatrixContext;
let superuser: Actor;
let tables: string[];
let victimIds: string[];
beforeAll(async () => {
  ctx = await createMatrixContext(test, routeGroups);
  superuser = await adminActor(test, SUPERUSER_EMAIL, "active", "superuser");
  tables = await ownedTables(ctx.db);
  victimIds = await idsOwnedBy(ctx.db, ctx.victim.id!, tables);
});

describe("fuzzing every route that takes input", () => {
  it("has a row (a valid request to start from) for every such route", () => {
    const listed = rows.map((row) => row.route);
    expect(routesWithInput.filter((route) => !listed.includes(route))).toEqual([]);
  });

  const inputRows = rows.filter((row) => routesWithInput.includes(row.route));
  describe.each(inputRows.map((row) => [row.route, row] as const))("%s", (route, row) => {
    it(`never answers 5xx in ${runs} cases and changes nothing of anyone else's`, async () => {
      const before = await snapshotUserState(ctx.db, ctx.victim.id!, tables);
      // Sign-in and sign-out routes end the sender's session; every case gets a valid one.
      const freshSession = route.includes("/login") || route.includes("/logout");
      const base: InjectOptions = await row.request(ctx, superuser);
      await fc.assert(
        fc.asyncProperty(fuzzedRequest(base, victimIds, route), async (request) => {
          const sender = freshSession ? await adminActor(test, SUPERUSER_EMAIL, "active", "superuser") : superuser;
          const res = await ctx.as(sender, request);
          if (res.statusCode >= 500) {
            throw new Error(`${res.statusCode} for ${request.method ?? "GET"} ${String(request.url)}: ${res.body.slice(0, 300)}`);
          }
        }),
        { numRuns: runs, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
      expect(await snapshotUserState(ctx.db, ctx.victim.id!, tables)).toEqual(before);
    });
  });
});
