import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/**
 * One row: the key of the chain-wide estimates the seed last wrote (seed-estimates.ts): the digest of the seed's inputs
 * in a compiled server (decision 077), of the estimates themselves run from source. A start whose seed data
 * derive the same estimates neither reads nor writes prices; a database without the row (new, or from before
 * migration 0034) gets its estimates brought up to date at its next start, which then stores the digest.
 */
export const seedState = pgTable(
  "seed_state",
  {
    id: boolean("id").primaryKey().default(true),
    estimatesDigest: text("estimates_digest").notNull(),
  },
  (table) => [check("seed_state_single_row", sql`${table.id}`)],
);
