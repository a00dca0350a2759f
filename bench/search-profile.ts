/**
 * Where a cached search's time goes, query by query, on a database bench/imported-search.ts kept (--keep): the
 * PostgreSQL backend's CPU and this process's CPU per search (from /proc and process.cpuUsage, so a shared machine's
 * load inflates them far less than wall times), the statements a search runs, and EXPLAIN (ANALYZE, BUFFERS) of each:
 * planning and execution ms, shared buffers hit and read, rows.
 *
 *   npx tsx bench/search-profile.ts --database=h31_bench_1000000 [--repeat=20] [--queries="milk,oat mil"]
 *                                   [--baseline=<another checkout>/src/server/features/catalog/catalog-search.repository.ts]
 *
 * With --baseline both searches run on the same connection, alternating search by search, and both are reported.
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema/index";
import { searchItems } from "../src/server/features/catalog/catalog-search.repository";
import { ADMIN_URL } from "./lib/databases";
import { QUERIES } from "./lib/catalog-generator";
import type { SearchFn } from "./lib/search-runner";
import { SEARCH_LIMIT } from "./lib/search-runner";
import { fmt, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const database = flags.get("database") ?? "h31_bench_1000000";
const repeat = Number(flags.get("repeat") ?? 20);
const queries = flags.get("queries")?.split(",") ?? [...QUERIES];
/** --plans: print each statement's EXPLAIN (ANALYZE, BUFFERS) as text too. */
const plans = flags.has("plans");
const url = new URL(ADMIN_URL);
url.pathname = `/${database}`;

type Statement = { query: string; params: unknown[] };
let log: Statement[] | null = null;
const client = postgres(url.href, { max: 1, onnotice: () => {} });
const unsafe: typeof client.unsafe = (query, params, options) => client.unsafe(query, params, { ...options, prepare: true });
const prepared = new Proxy(client, { get: (t, prop, receiver) => (prop === "unsafe" ? unsafe : Reflect.get(t, prop, receiver)) });
const logger = { logQuery: (query: string, params: unknown[]) => void log?.push({ query, params }) };
const db = drizzle(prepared, { schema, logger }) as unknown as Db;

const contenders: { name: string; search: SearchFn }[] = [{ name: "this checkout", search: searchItems }];
const baseline = flags.get("baseline");
if (baseline)
  contenders.push({ name: "baseline", search: ((await import(pathToFileURL(path.resolve(baseline)).href)) as { searchItems: SearchFn }).searchItems });

const { pid } = (await client<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!;
/** The backend's CPU so far, ms: its time on a CPU from /proc/<pid>/schedstat (ns), not /proc/<pid>/stat's 10 ms ticks. */
function backendCpuMs(): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
}
const appCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

type Explained = { planning: number; execution: number; hit: number; read: number; rows: number };
async function explain({ query, params }: Statement): Promise<Explained> {
  const [row] = await client.unsafe(`explain (analyze, buffers, format json) ${query}`, params as never[], { prepare: false });
  const plan = (row as unknown as { "QUERY PLAN": [{ Plan: Record<string, number>; "Planning Time": number; "Execution Time": number }] })["QUERY PLAN"][0];
  return {
    planning: plan["Planning Time"],
    execution: plan["Execution Time"],
    hit: plan.Plan["Shared Hit Blocks"] ?? 0,
    read: plan.Plan["Shared Read Blocks"] ?? 0,
    rows: plan.Plan["Actual Rows"] ?? 0,
  };
}

console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
for (const { search } of contenders) for (const query of queries) await search(db, query, SEARCH_LIMIT); // warm
const rows: (string | number)[][] = [];
const totals = contenders.map(() => ({ pg: 0, app: 0 }));
for (const query of queries) {
  const cpu = contenders.map(() => ({ pg: 0, app: 0 }));
  for (let i = 0; i < repeat; i++)
    for (const c of i % 2 === 0 ? contenders.keys() : [...contenders.keys()].reverse()) {
      const [pg, app] = [backendCpuMs(), appCpuMs()];
      await contenders[c]!.search(db, query, SEARCH_LIMIT);
      cpu[c]!.pg += backendCpuMs() - pg;
      cpu[c]!.app += appCpuMs() - app;
    }
  for (const [c, { name, search }] of contenders.entries()) {
    log = [];
    const results = await search(db, query, SEARCH_LIMIT);
    const statements = log;
    log = null;
    const explained = await Promise.all(statements.map(explain));
    if (plans)
      for (const { query: text, params } of statements) {
        const lines = await client.unsafe(`explain (analyze, buffers) ${text}`, params as never[], { prepare: false });
        console.log(`-- ${query} (${name}): ${text}\n-- params ${JSON.stringify(params)}`);
        for (const line of lines) console.log((line as unknown as { "QUERY PLAN": string })["QUERY PLAN"]);
      }
    const sum = (key: keyof Explained) => explained.reduce((total, e) => total + e[key], 0);
    totals[c]!.pg += cpu[c]!.pg / repeat;
    totals[c]!.app += cpu[c]!.app / repeat;
    rows.push([
      query,
      name,
      fmt(cpu[c]!.pg / repeat, 1),
      fmt(cpu[c]!.app / repeat, 1),
      statements.length,
      fmt(sum("planning"), 1),
      fmt(sum("execution"), 1),
      sum("hit"),
      sum("read"),
      explained.map((e) => e.rows).join("+"),
      results[0]?.name ?? "(none)",
    ]);
  }
}
printTable(
  ["query", "search", "PG CPU ms", "app CPU ms", "statements", "plan ms", "exec ms", "hit", "read", "rows", "first"],
  rows,
);
for (const [c, { name }] of contenders.entries())
  console.log(`${name}: mean over queries PG CPU ${fmt(totals[c]!.pg / queries.length, 2)} ms, app CPU ${fmt(totals[c]!.app / queries.length, 2)} ms`);
console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
await client.end({ timeout: 5 });
