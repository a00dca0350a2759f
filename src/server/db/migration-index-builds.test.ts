import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "./client";

// docs/operations.md: an operator builds a big index first with CREATE INDEX CONCURRENTLY under the migration's
// name, so the migration must skip an index that already exists instead of failing the start. Migrations from
// 0032 on follow the rule (0004 and 0006 did already; the others built their indexes on new or small tables).
const FIRST_UNDER_RULE = 32;

describe("indexes the migrations build", () => {
  const files = readdirSync(migrationsFolder)
    .filter((file) => /^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) >= FIRST_UNDER_RULE)
    .sort();

  it("are checked in every migration from 0032 on", () => {
    expect(files[0]).toMatch(/^0032_/);
  });

  it.each(files)("%s creates each index IF NOT EXISTS, so a concurrent pre-build under its name is kept", (file) => {
    const statements = readFileSync(path.join(migrationsFolder, file), "utf8")
      .split(/;\s*(?:-->\s*statement-breakpoint)?/)
      .map((statement) => statement.replace(/^\s*--.*$/gm, "").trim())
      .filter((statement) => /^CREATE\s+(UNIQUE\s+)?INDEX/i.test(statement));
    for (const statement of statements)
      expect(statement).toMatch(/^CREATE\s+(UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?IF NOT EXISTS/i);
  });
});
