// Mutants left out of the score on purpose, named here rather than by comments in the production files (issue 29
// item 5). Stryker's ignorers can leave out every mutant of a statement; an exclusion of some mutators of a line
// only (for example ConditionalExpression but not the rest) still needs a `// Stryker disable next-line <mutators>`
// comment beside the code, which is the only way Stryker offers to say that.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/** Each: the file, how the statement begins (whitespace ignored), and why no test can or should kill its mutants. */
export const statementExclusions = [
  {
    file: "src/server/features/auth/auth.repository.ts",
    statement: "if (!row) throw new Error(`User ${id} vanished during update`);",
    reason:
      "the user was just read by the same sign-in; only an account deleted in between, which no test can order, reaches this",
  },
  {
    file: "src/server/features/recurring-orders/recurring-order-runs.service.ts",
    statement: "return skipped > 0 ?",
    reason: "reached only in the millisecond findDueOrders and computePremiumStatus disagree",
  },
  {
    file: "src/server/features/subscription/subscription.repository.ts",
    statement: "if (!row) throw new Error(`User ${userId} vanished during a subscription update`);",
    reason: "the row is locked FOR UPDATE earlier in the same transaction, so it cannot vanish",
  },
  {
    file: "src/server/features/subscription/subscription.service.ts",
    statement: 'return order === "stale" ? "stale" : "ignored";',
    reason: "readBack, the only caller that reads, discards the result",
  },
  {
    file: "src/server/features/catalog-import/catalog-import.repository.ts",
    statement: "await tx.execute(sql`create index on catalog_import_rows (key, line)`);",
    reason: "an index on the import's temporary table: it changes the speed of the repeated-GTIN statements, never a result",
  },
  {
    file: "src/domain/search/text.ts",
    statement: "if (singulars.size > 50_000) singulars.clear();",
    reason: "the cache's bound changes memory, never a result",
  },
  {
    file: "src/domain/search/rank.ts",
    statement: "if (fields.size >= 50_000) fields.clear();",
    reason: "the cache's bound changes memory, never a result (as text.ts's singulars)",
  },
  {
    file: "src/server/features/receipts/barcodes.service.ts",
    statement: 'await repo.lockShopper(tx, "missing-product", userId);',
    reason:
      'the name only keeps this lock apart from the shopper\'s receipt lock; an empty one (":<id>") still is, and is the same for every scan of the shopper',
  },
  {
    file: "src/server/features/receipts/receipts.service.ts",
    statement: 'await repo.lockShopper(tx, "receipt", userId);',
    reason:
      'the name only keeps this lock apart from the shopper\'s missing-product lock; an empty one (":<id>") still is, and is the same for every upload of the shopper',
  },
];

const squash = (text) => text.replace(/\s+/g, "");

export const statementIgnorer = {
  /** @param {import("@babel/core").NodePath} path */
  shouldIgnore(path) {
    if (!path.isStatement()) return undefined;
    const filename = path.hub?.file?.opts?.filename ?? "";
    const source = squash(path.getSource());
    const hit = statementExclusions.find((e) => filename.endsWith(e.file) && source.startsWith(squash(e.statement)));
    return hit?.reason;
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "statement-exclusions", statementIgnorer)];
