// @module-tag engines
// Decision 105's invariant (review R108): everything a cart read reads to build a kept catalog part is either read again
// by the keys statement at each read (sessions, users, preferences, entries) or raises catalog_state.version when it is
// written (the catalog tables' triggers; newest_observations is kept by the prices statement's own triggers). A new
// input to the cart read that is neither would let a kept part answer stale: this lists the relations PostgreSQL's plans
// of the reads touch and checks each.
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logStatements, type Statement } from "../../../../tests/support/statement-log";
import { sqlRows } from "../../../../tests/support/sql-rows";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import type { Db } from "../../db/client";

let ctx: TestContext;
let db: Db;
let cookie: string;
/** Every statement, from the start: a prepared statement keeps the client it was first run with. */
let log: ReturnType<typeof logStatements>;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: "0" });
  db = ctx.database.db;
  log = logStatements(db);
  cookie = await signIn(ctx.app, "relations@example.com");
  const near = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=10" })).json() as {
    id: number;
  }[];
  await ctx.app.inject({
    method: "PUT",
    url: "/api/preferences",
    headers: { cookie },
    payload: { location: null, radiusMiles: 15, selectedStoreIds: near.slice(0, 3).map((store) => store.id) },
  });
});
afterAll(() => {
  log.stop();
  return ctx.close();
});

/** The statements a request sent. */
async function statementsOf(request: InjectOptions) {
  const before = log.statements.length;
  const response = await ctx.app.inject(request);
  expect(response.statusCode).toBeLessThan(300);
  return log.statements.slice(before);
}

type PlanNode = { "Relation Name"?: string; Plans?: PlanNode[] };
const relationsOf = (node: PlanNode, into = new Set<string>()) => {
  if (node["Relation Name"]) into.add(node["Relation Name"]);
  for (const child of node.Plans ?? []) relationsOf(child, into);
  return into;
};
/** The tables (views expanded) the plan of a statement reads, with its own parameters. */
async function planRelations({ text, params }: Statement) {
  const pieces = text.split(/\$(\d+)/);
  const chunks = pieces.map((piece, n) => (n % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`));
  const [row] = await sqlRows<{ "QUERY PLAN": unknown }>(db, sql`explain (format json) ${sql.join(chunks)}`);
  const plan = row!["QUERY PLAN"];
  const [top] = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return relationsOf(top!.Plan);
}

describe("the relations of a cart read's catalog part", () => {
  it("are each read again by the keys statement or stamped when written", async () => {
    const stamped = new Set(
      (
        await sqlRows<{ table: string }>(
          db,
          sql`select distinct c.relname as "table" from pg_trigger t join pg_class c on c.oid = t.tgrelid
              join pg_proc p on p.oid = t.tgfoid where not t.tgisinternal and p.proname like 'bump_catalog_version%'`,
        )
      ).map((row) => row.table),
    );
    expect([...stamped].sort()).toEqual(["chains", "grocery_items", "prices", "stores"]);
    // Kept by the prices statement's triggers (decision 099), in the statement that raises the stamp; the stamp itself.
    const stampedWith = new Set([...stamped, "newest_observations", "catalog_state"]);

    const items = await sqlRows<{ id: number }>(
      db,
      sql`select id from grocery_items where product_group is not null order by id limit 2`,
    );
    const add = async (itemId: number) =>
      statementsOf({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId, matchMode: "any" } });
    await add(items[0]!.id);
    // A new session's first read is whole; its second reads the keys; an add reads its entry back (joining the part).
    const other = await signIn(ctx.app, "relations@example.com");
    const [whole] = await statementsOf({ url: "/api/cart", headers: { cookie: other } });
    const [keys] = await statementsOf({ url: "/api/cart", headers: { cookie: other } });
    const readBack = (await add(items[1]!.id)).at(-1)!;
    expect(whole!.text).toContain("newest_observations");
    expect(keys!.text).not.toContain("newest_observations");

    const keysRelations = await planRelations(keys!);
    expect([...keysRelations]).toEqual(expect.arrayContaining(["sessions", "cart_entries", "user_preferences", "catalog_state"]));
    for (const read of [whole!, readBack]) {
      const relations = await planRelations(read);
      expect([...relations]).toEqual(expect.arrayContaining(["grocery_items", "newest_observations", "cart_entries"]));
      const neither = [...relations].filter((table) => !keysRelations.has(table) && !stampedWith.has(table));
      expect(neither).toEqual([]);
    }
  });
});
