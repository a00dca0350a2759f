// Runs every scheduled job once, as the server's scheduler would at the given instant:
//   npm run jobs:run-due -- [--now=2026-12-01T08:00:00Z]
// With the embedded database, stop the server first (one process owns DATA_DIR).
import { parseISO } from "date-fns";
import { openDatabase } from "../db/open";
import { createJobs } from "../jobs/jobs";
import { runJobsOnce } from "../jobs/scheduler";
import { loadConfigOrExit } from "./config-or-exit";

function parseNow(args: readonly string[]): Date {
  const flag = args.find((arg) => arg.startsWith("--now="));
  if (!flag) return new Date();
  const now = parseISO(flag.slice("--now=".length));
  if (Number.isNaN(now.getTime())) {
    console.error(`--now must be an ISO 8601 date and time, such as 2026-12-01T08:00:00Z (got "${flag.slice(6)}")`);
    process.exit(2);
  }
  return now;
}

const now = parseNow(process.argv.slice(2));
const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  await database.migrate();
  const log = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
  const results = await runJobsOnce(createJobs({ db: database.db, config, engine: database.kind }), now, log);
  console.log(`Jobs due at ${now.toISOString()}:`);
  for (const [name, result] of Object.entries(results)) {
    console.log(
      `  ${name}: ${"error" in result ? `failed: ${result.error}` : `${result.processed} done${result.note ? ` (${result.note})` : ""}`}`,
    );
  }
  if (Object.values(results).some((result) => "error" in result)) process.exitCode = 1;
} finally {
  await database.close();
}
