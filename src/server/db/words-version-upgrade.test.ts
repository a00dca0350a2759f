import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { migrationsUpTo as upToMigration, UPGRADE_TEST_TIMEOUT_MS } from "../../../tests/support/migrations-up-to";
import { migrationsFolder, pgliteExtensions } from "./client";

// Review R18: migration 0033 was corrected in place after it had landed; a database that applied the first 0033 must
// still end with the corrected function (random step, the migration's search_path) once it runs every migration.
const migrationsUpTo = upToMigration();
const TAG = "0033_search-words-version";

/** 0033 as it landed first (6ae3db1): a step of 1, no search_path. */
async function firstLanded0033(dir: string) {
  const file = path.join(dir, `${TAG}.sql`);
  const sql = await readFile(file, "utf8");
  const first = sql
    .replace(/SET search_path FROM CURRENT /, "")
    .replace(/"words_version" \+ 1 \+ floor\(random\(\) \* 1000000\)::bigint/, '"words_version" + 1');
  expect(first).not.toBe(sql);
  await writeFile(file, first);
  return dir;
}

describe("the search words' stamp of a database that applied the first 0033", { timeout: UPGRADE_TEST_TIMEOUT_MS }, () => {
  it("steps by a random amount on the migration's search_path after the later migrations", async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    await migrate(drizzle(client), { migrationsFolder: await firstLanded0033(await migrationsUpTo(TAG)) });
    const fn = () =>
      client.query<{ config: string[] | null; body: string }>(
        `select proconfig as config, prosrc as body from pg_proc where proname = 'bump_words_version'`,
      );
    expect((await fn()).rows[0]!.config).toBeNull();
    await migrate(drizzle(client), { migrationsFolder });
    const { rows } = await fn();
    expect(rows[0]!.config).toEqual([expect.stringMatching(/^search_path=/)]);
    expect(rows[0]!.body).toContain("random()");
    const before = (await client.query<{ v: string }>(`select words_version::text as v from catalog_state`)).rows[0]!.v;
    await client.query(`insert into grocery_items (key, name, brand, category, unit, size, size_unit) values ('r18', 'Kale', 'Any', 'Produce', '1 lb', 1, 'lb')`);
    const after = (await client.query<{ v: string }>(`select words_version::text as v from catalog_state`)).rows[0]!.v;
    expect(BigInt(after)).toBeGreaterThan(BigInt(before));
    await client.close();
  });
});
