import { statSync } from "node:fs";
import type { Db } from "../db/client";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed/seed";
import { loadConfigOrExit } from "./config-or-exit";

/** The file arguments of an import command, each checked to be readable; exits with the usage otherwise. */
export function fileArguments(count: number, usage: string): { path: string; size: number }[] {
  const files = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (files.length !== count) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return files.map((path) => {
    try {
      return { path, size: statSync(path).size };
    } catch {
      console.error(`Cannot read ${path}`);
      process.exit(2);
    }
  });
}

/**
 * Opens the configured database (migrated and seeded, as the server would), runs the import and
 * closes it. A refusal of the file (`refusal` matches) is printed with "Nothing was changed." and
 * exit code 1; a bad configuration exits with 2. With the embedded database, stop the server first.
 */
export async function runImport(
  what: string,
  refusal: new (...args: never[]) => Error,
  work: (db: Db) => Promise<void>,
): Promise<void> {
  const database = await openDatabase(loadConfigOrExit());
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await work(database.db);
  } catch (error) {
    if (process.stderr.isTTY) process.stderr.write("\n");
    if (!(error instanceof refusal)) throw error;
    console.error(`Refused ${what}: ${error.message}. Nothing was changed.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
