import type { Db } from "../client";

/** Fills an empty database with the embedded catalog; a database that already has data is left alone. */
export async function seedDatabase(_db: Db): Promise<void> {
  // The catalog tables arrive with the core issue; the foundation schema has nothing to seed.
}
