// Decision 099 (review rev10, R74): a price change takes lock 7382912 (BEFORE statement) and then the catalog's change
// stamp (bump_catalog_version, AFTER statement). The seed changes chains or items (the stamp) and then writes its
// estimates (7382912): the other order. Beside a shopper's report at that moment, one of the two must not die of
// "deadlock detected". PostgreSQL only: PGlite runs one statement at a time.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { within } from "../../../../tests/support/held-transaction";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsOf = async <T>(statement: ReturnType<typeof sql>) => (await database.db.execute(statement)) as unknown as T[];

async function waitingOn(query: string) {
  for (let tries = 0; tries < 100; tries++) {
    const waits = await rowsOf<{ event: string }>(
      sql`select wait_event_type as event from pg_stat_activity where datname = current_database() and state = 'active'
            and query like ${`${query}%`}`,
    );
    if (waits.some((wait) => wait.event === "Lock")) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no statement "${query}" waiting for a lock`);
}

describe.runIf(inject("postgresTemplate"))("a catalog change then a price, beside a shopper's price", () => {
  it("both commit (no deadlock between lock 7382912 and the catalog's change stamp)", async () => {
    const { db } = database;
    const [place] = await rowsOf<{ item: number; chain: number; store: number }>(
      sql`select p.item_id as item, p.chain_id as chain, s.id as store from prices p join stores s on s.chain_id = p.chain_id
          order by p.id limit 1`,
    );
    const { item, chain, store } = place!;
    let write!: () => void;
    const mayWrite = new Promise<void>((resolve) => (write = resolve));
    let stamped!: () => void;
    const isStamped = new Promise<void>((resolve) => (stamped = resolve));
    // The seed: syncChains (a chain's level changed: the stamp), then writeSeedEstimates (a price).
    const seed = db.transaction(async (tx) => {
      // A real change: one that changes no row leaves the stamp, and its lock, alone (decision 106).
      await tx.execute(sql`update chains set price_level_bps = price_level_bps + 1 where id = ${chain}`);
      stamped();
      await mayWrite;
      await tx.execute(sql`insert into prices (item_id, chain_id, cents, source, source_ref, observed_at, observed_precision)
        values (${item}, ${chain}, 321, 'team-estimate', 'team', '2026-03-01', 'month')`);
    });
    await isStamped;
    // A shopper's report meanwhile: it takes 7382912, then waits for the stamp's row.
    // Started now (drizzle's query runs when awaited).
    const report = Promise.resolve(
      db.execute(sql`insert into prices (item_id, chain_id, store_id, cents, source, source_ref, observed_at,
      observed_precision, status) values (${item}, ${chain}, ${store}, 123, 'shopper-report', 'report', now(), 'moment', 'held')`),
    );
    await waitingOn("insert into prices (item_id, chain_id, store_id");
    write();
    const settled: PromiseSettledResult<unknown>[] | "hung" = await within(Promise.allSettled([seed, report]), 5000, "hung");
    expect(
      settled === "hung"
        ? settled
        : settled.map((result) =>
            result.status === "fulfilled" ? "ok" : String((result.reason as { cause?: unknown }).cause ?? result.reason),
          ),
    ).toEqual(["ok", "ok"]);
  });
});
