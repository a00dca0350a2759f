/**
 * `npm run test:mutation:server`: the server configuration (stryker/server.config.mjs) run one feature folder at a
 * time, each feature's services and repositories against that feature's own tests (plus the tests elsewhere that
 * exercise it, listed below), each run incremental with its own committed file, stryker/incremental-server/<feature>.json.
 * One run over every file against every API test never finished: each static mutant re-runs every test that
 * loads the app, which is all of them (decision 033 and its amendment).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres nice -n 19 npm run test:mutation:server
 *   npx tsx stryker/server.ts cart sharing     # some features only
 *   npx tsx stryker/server.ts --concurrency 1  # one test process instead of the configuration's 2 (a shared machine)
 *
 * After each feature, the features' reports are merged into reports/mutation/server.json (what stryker/summary.ts
 * prints per folder); each feature's HTML report is reports/mutation/server-<feature>.html. A feature whose run fails
 * is reported and the others still run; the exit status says whether any failed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { featureFiles, root, runFeatures } from "./feature-run";
import { mergeReports } from "./merge-reports";

/** Tests outside a feature's folder that exercise its services and repositories. */
const EXTRA_TESTS: Record<string, string[]> = {
  auth: [
    "src/server/features/family/family-oidc.test.ts",
    "src/server/integrations/identity/oidc.test.ts",
    "src/server/integrations/identity/oidc-email.test.ts",
    // What auth.repository.ts serves to other features: the expired-session sweep (a job) and whether a tracked
    // subscription has ended (canResumeSubscription on GET /api/auth/user).
    "src/server/jobs/jobs.test.ts",
    "src/server/features/subscription/subscription-resume.routes.test.ts",
    // The live-session condition the cart's own statements use (liveSession), tested through the cart.
    "src/server/features/cart/cart-session-statement.test.ts",
    "src/server/features/cart/cart-writes-session-statement.test.ts",
  ],
  // A sample shopper's first cart (addByKeysIfAbsent), tested where the sample shoppers sign in.
  cart: ["src/server/features/auth/sample-shoppers.test.ts"],
  pricing: ["src/server/features/price-import/kroger-status.routes.test.ts"],
  // Shopper prices are reviewed, answered and shown through pricing's routes; barcode and imported-item reports too.
  "price-reports": [
    "src/server/features/pricing/price-review.routes.test.ts",
    "src/server/features/pricing/price-review-answers.routes.test.ts",
    "src/server/features/pricing/receipt-proof.routes.test.ts",
    "src/server/features/pricing/price-history.routes.test.ts",
    "src/server/features/receipts/barcodes.routes.test.ts",
    "src/server/features/catalog-import/imported-items.routes.test.ts",
  ],
  "recurring-orders": ["src/server/jobs/*.test.ts"],
};

const featuresDir = path.join(root, "src", "server", "features");
const all = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((feature) => hasFiles(feature))
  .sort();
const args = process.argv.slice(2);
const at = args.indexOf("--concurrency");
const concurrency = at < 0 ? undefined : Number(args[at + 1]);
if (concurrency !== undefined && !(Number.isInteger(concurrency) && concurrency > 0)) {
  console.error("usage: npx tsx stryker/server.ts [<feature>...] [--concurrency <n>]");
  process.exit(2);
}
const asked = at < 0 ? args : args.filter((_, i) => i !== at && i !== at + 1);
const unknown = asked.filter((feature) => !all.includes(feature));
if (unknown.length > 0) {
  console.error(`not a feature with services or repositories: ${unknown.join(", ")} (features: ${all.join(", ")})`);
  process.exit(2);
}
const features = asked.length > 0 ? asked : all;

mkdirSync(path.join(root, "stryker", "incremental-server"), { recursive: true });
const failed: string[] = [];
for (const feature of features) {
  const started = Date.now();
  console.log(`\n=== ${feature} (${features.indexOf(feature) + 1} of ${features.length}) ===`);
  // A failed run must not leave an earlier run's report to be merged as if it were this one's.
  rmSync(path.join(root, "reports", "mutation", `server-${feature}.json`), { force: true });
  const { status } = runFeatures({
    name: `server-${feature}`,
    features: [feature],
    extraTests: EXTRA_TESTS[feature],
    incrementalFile: `stryker/incremental-server/${feature}.json`,
    concurrency,
    html: true,
  });
  if (status !== 0) failed.push(feature);
  console.log(
    `=== ${feature}: ${status === 0 ? "done" : `failed (${status})`} in ${Math.round((Date.now() - started) / 1000)} s ===`,
  );
  mergeServerReport();
}

spawnSync("npx", ["tsx", "stryker/summary.ts", "reports/mutation/server.json"], { cwd: root, stdio: "inherit" });
if (failed.length > 0) {
  console.error(`failed: ${failed.join(", ")}`);
  process.exit(1);
}

function hasFiles(feature: string): boolean {
  const files = readdirSync(path.join(featuresDir, feature), { recursive: true }).map(String);
  // The configuration's globs in a folder are `<folder>/**/*<suffix>` or one file's path.
  return featureFiles(feature).some((glob) => {
    const star = glob.lastIndexOf("/*");
    return star < 0 ? existsSync(path.join(root, glob)) : files.some((file) => file.endsWith(glob.slice(star + 2)));
  });
}

/** Every feature's last report (of this run or an earlier one) into reports/mutation/server.json. */
function mergeServerReport(): void {
  const reports = all
    .map((feature) => `reports/mutation/server-${feature}.json`)
    .filter((file) => existsSync(path.join(root, file)));
  if (reports.length === 0) return;
  const { merged } = mergeReports(reports.map((file) => path.join(root, file)));
  writeFileSync(path.join(root, "reports", "mutation", "server.json"), JSON.stringify(merged));
}
