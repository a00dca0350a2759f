import { cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { ESTIMATE_SOURCES } from "../../../domain/pricing/provenance";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../client";
import { prices, seedState } from "../schema/index";
import { seedDatabase } from "./seed";
import { writeSeedEstimates } from "./seed-estimates";
import { SEED_FILES_DIR, seedInputsKey } from "./seed-inputs";

// Decision 077: a compiled server keys the seed's estimates by its inputs (the digest of the sources it was built
// from and the seed's data files), so an unchanged seed costs a hash of ~230 KB at a start instead of working out
// 62,000 estimates and their digest; a changed input still brings the estimates up to date.
let database: Database;
let copy: string;
beforeAll(async () => {
  database = await createTestDatabase();
  copy = mkdtempSync(path.join(os.tmpdir(), "seed-inputs-"));
  cpSync(SEED_FILES_DIR, copy, { recursive: true });
});
afterAll(async () => {
  rmSync(copy, { recursive: true, force: true });
  await database.close();
});

const storedKey = async () => (await database.db.select().from(seedState))[0]?.estimatesDigest;

describe("the key of the seed's inputs", () => {
  it("is the same for the same build and files, and changes with the build or any data file", () => {
    const key = seedInputsKey("build-1", copy);
    expect(seedInputsKey("build-1", copy)).toBe(key);
    expect(seedInputsKey("build-2", copy)).not.toBe(key);
    appendFileSync(path.join(copy, "reference-prices.csv"), "\n");
    const edited = seedInputsKey("build-1", copy);
    expect(edited).not.toBe(key);
    writeFileSync(path.join(copy, "items", "added.csv"), "key\n");
    expect(seedInputsKey("build-1", copy)).not.toBe(edited);
  });
});

describe("a start keyed by the seed's inputs", () => {
  it("compares the estimates once for a new key, stores it, and then neither reads nor writes prices", async () => {
    const { db } = database;
    expect(await seedDatabase(db, new Date(), { inputsKey: "inputs-1" })).toEqual({ seeded: false });
    expect(await storedKey()).toBe("inputs-1");

    const log = logStatements(db);
    try {
      expect(await writeSeedEstimates(db, new Date(), { inputsKey: "inputs-1" })).toEqual({ added: 0, removed: 0 });
    } finally {
      log.stop();
    }
    expect(log.statements).toHaveLength(1); // the stored key

    await db.execute(sql`alter table prices rename to prices_aside`);
    try {
      expect(await seedDatabase(db, new Date(), { inputsKey: "inputs-1" })).toEqual({ seeded: false });
    } finally {
      await db.execute(sql`alter table prices_aside rename to prices`);
    }
  });

  it("brings estimates changed by hand back when the inputs change", async () => {
    const { db } = database;
    const [estimate] = await db
      .select({ id: prices.id, cents: prices.cents })
      .from(prices)
      .where(and(isNull(prices.storeId), inArray(prices.source, [...ESTIMATE_SOURCES])))
      .orderBy(prices.id)
      .limit(1);
    await db.update(prices).set({ cents: estimate!.cents + 7 }).where(eq(prices.id, estimate!.id));
    const rowsWithId = async () => (await db.select({ cents: prices.cents }).from(prices).where(eq(prices.id, estimate!.id))).length;
    expect(await writeSeedEstimates(db, new Date(), { inputsKey: "inputs-1" })).toEqual({ added: 0, removed: 0 });
    expect(await rowsWithId()).toBe(1); // unchanged inputs: the hand-made change stays
    expect(await writeSeedEstimates(db, new Date(), { inputsKey: "inputs-2" })).toEqual({ added: 1, removed: 1 });
    expect(await rowsWithId()).toBe(0); // replaced by the seed's estimate
    expect(await storedKey()).toBe("inputs-2");
  });
});
