import type { SQL } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";

/** The rows a raw statement answers, on either engine: postgres.js gives an array, PGlite an object with rows. */
export async function sqlRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}
