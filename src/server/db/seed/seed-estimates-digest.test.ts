import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";
import { catalogState, chains, groceryItems, prices, seedState } from "../schema/index";
import { seedDatabase } from "./seed";
import { estimatesDigest, seedEstimates, writeSeedEstimates, type SeedEstimate } from "./seed-estimates";

// Decision 065: every start compared all ~62,000 chain-wide estimates with the seed's (15% of a restart's CPU). The
// digest of what the seed last wrote is kept in seed_state; a start whose seed derives the same estimates leaves
// prices alone, one whose seed changed brings them up to date.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const version = async () => (await database.db.select({ version: catalogState.version }).from(catalogState))[0]!.version;
const storedDigest = async () => (await database.db.select().from(seedState))[0]?.estimatesDigest;

/** The cents of the chain-wide estimate of one seed item at one chain, by key and slug. */
async function centsOf(estimate: SeedEstimate): Promise<number[]> {
  const rows = await database.db
    .select({ cents: prices.cents })
    .from(prices)
    .innerJoin(groceryItems, eq(groceryItems.id, prices.itemId))
    .innerJoin(chains, eq(chains.id, prices.chainId))
    .where(and(eq(groceryItems.key, estimate.itemKey), eq(chains.slug, estimate.chainSlug), eq(prices.source, estimate.source)));
  return rows.map((row) => row.cents);
}

describe("the seed's estimates at a start", () => {
  it("are neither read nor written when the seed derives what it wrote last time", async () => {
    expect(await storedDigest()).toBe(estimatesDigest(seedEstimates()));
    const before = await version();
    const log = logStatements(database.db);
    try {
      expect(await writeSeedEstimates(database.db, new Date())).toEqual({ added: 0, removed: 0 });
    } finally {
      log.stop();
    }
    expect(log.statements.map((s) => s.text).filter((text) => /\bprices\b/.test(text))).toEqual([]);
    expect(log.statements).toHaveLength(1); // the digest
    expect(await version()).toBe(before);
  });

  it("are not read by a whole start either: it runs with the prices table out of the way", async () => {
    const { db } = database;
    await db.execute(sql`alter table prices rename to prices_aside`);
    try {
      expect(await seedDatabase(db)).toEqual({ seeded: false });
    } finally {
      await db.execute(sql`alter table prices_aside rename to prices`);
    }
  });

  it("are brought up to date when the seed's estimates change, and only the changed rows are written", async () => {
    const real = seedEstimates();
    const [first, ...others] = real;
    const changed = [{ ...first!, cents: first!.cents + 7 }, ...others];
    expect(await centsOf(first!)).toEqual([first!.cents]);

    expect(await writeSeedEstimates(database.db, new Date(), { estimates: changed })).toEqual({ added: 1, removed: 1 });
    expect(await centsOf(first!)).toEqual([first!.cents + 7]);
    expect(await storedDigest()).toBe(estimatesDigest(changed));

    // A hand-made change to an estimate is not looked for while the seed is unchanged...
    expect(await writeSeedEstimates(database.db, new Date(), { estimates: changed })).toEqual({ added: 0, removed: 0 });
    // ...and the next change of the seed puts it right.
    expect(await writeSeedEstimates(database.db, new Date())).toEqual({ added: 1, removed: 1 });
    expect(await centsOf(first!)).toEqual([first!.cents]);
    expect(await storedDigest()).toBe(estimatesDigest(real));
  });

  it("are compared row by row on a database from before the digest, which then stores it", async () => {
    const { db } = database;
    await db.delete(seedState);
    const before = await version();
    expect(await seedDatabase(db)).toEqual({ seeded: false });
    expect(await version()).toBe(before); // compared, nothing differed
    expect(await storedDigest()).toBe(estimatesDigest(seedEstimates()));
  });

  it("digest every field the seed writes", () => {
    const [estimate] = seedEstimates();
    const digest = estimatesDigest([estimate!]);
    const variants: Partial<SeedEstimate>[] = [
      { itemKey: `${estimate!.itemKey}x` },
      { chainSlug: `${estimate!.chainSlug}x` },
      { cents: estimate!.cents + 1 },
      { source: estimate!.source === "team-estimate" ? "bls-anchored" : "team-estimate" },
      { sourceRef: `${estimate!.sourceRef}x` },
      { observedAt: new Date(estimate!.observedAt.getTime() + 1) },
      { observedPrecision: estimate!.observedPrecision === "year" ? "month" : "year" },
    ];
    for (const variant of variants)
      expect(estimatesDigest([{ ...estimate!, ...variant }]), JSON.stringify(variant)).not.toBe(digest);
  });
});
