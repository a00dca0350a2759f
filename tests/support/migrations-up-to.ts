import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { migrationsFolder } from "../../src/server/db/client";

/**
 * Upgrade tests build a fresh embedded database through every migration, twice over: seconds on a quiet machine, past
 * the default 30 s when both cores are busy (seen in CI beside other work). Not a speed target, only a ceiling.
 */
export const UPGRADE_TEST_TIMEOUT_MS = 180_000;

/**
 * For upgrade tests: returns a function giving a copy of the migrations folder whose journal stops at
 * `tag`, so a database can be built as it was before a migration. The copies are removed after the file.
 */
export function migrationsUpTo(): (tag: string) => Promise<string> {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  return async (tag) => {
    const dir = await mkdtemp(path.join(tmpdir(), "pc-migrations-"));
    dirs.push(dir);
    await cp(migrationsFolder, dir, { recursive: true });
    const journalPath = path.join(dir, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((entry) => entry.tag === tag);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    return dir;
  };
}
