/**
 * The receipt reader's candidate read (review R32/R38) on a database bench/imported-search.ts kept (`--keep`): the 12
 * lines of bench/receipt-memory.ts, wall time and the PostgreSQL backend's CPU (/proc) per read of all 12 lines, this
 * checkout and, with --baseline, another checkout's receipt-candidates.repository.ts, alternating read by read.
 *
 *   npx tsx bench/receipt-candidates.ts --database=h31_bench_1000000 [--rounds=3]
 *                                       [--baseline=<another checkout>/src/server/features/receipts/receipt-candidates.repository.ts]
 */
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { CANDIDATE_ITEMS_PER_LINE, lineWordGroups } from "../src/domain/receipts/line-candidates";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema/index";
import { loadVocabulary } from "../src/server/features/catalog/catalog-search-vocabulary";
import { candidateItems } from "../src/server/features/receipts/receipt-candidates.repository";
import { RECEIPT_SPELLING } from "../src/server/features/receipts/receipt-spelling";
import { ADMIN_URL } from "./lib/databases";
import { RECEIPT_LINES } from "./lib/receipt-lines";
import { fmt, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const database = flags.get("database") ?? "h31_bench_1000000";
const rounds = Number(flags.get("rounds") ?? 3);
const LINES = RECEIPT_LINES;
type Read = typeof candidateItems;
const contenders: { name: string; read: Read }[] = [{ name: "this checkout", read: candidateItems }];
const baseline = flags.get("baseline");
if (baseline)
  contenders.push({ name: "baseline", read: ((await import(pathToFileURL(path.resolve(baseline)).href)) as { candidateItems: Read }).candidateItems });

const client = postgres(ADMIN_URL.replace(/\/[^/]*$/, `/${database}`), { max: 1, onnotice: () => {} });
const db = drizzle(client, { schema }) as unknown as Db;
const { pid } = (await client<{ pid: number }[]>`select pg_backend_pid() as pid`)[0]!;
const backendCpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const { lexemes } = await loadVocabulary(db);
const groups = LINES.map((text) => lineWordGroups(text, lexemes, { chainSlug: "giant-eagle", spelling: RECEIPT_SPELLING }));
const [chain] = await client<{ id: number }[]>`select id from chains where slug = 'giant-eagle'`;
const items = await client<{ n: string }[]>`select count(*) as n from grocery_items`;
console.log(`${database}: ${items[0]!.n} items; load average at start: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);

const results = contenders.map(() => ({ wall: [] as number[], cpu: [] as number[], items: 0, ids: "" }));
for (let round = 0; round < rounds; round++)
  for (const c of round % 2 === 0 ? contenders.keys() : [...contenders.keys()].reverse()) {
    const [cpu, start] = [backendCpuMs(), performance.now()];
    const read = await contenders[c]!.read(db, groups, CANDIDATE_ITEMS_PER_LINE, chain!.id);
    results[c]!.wall.push(performance.now() - start);
    results[c]!.cpu.push(backendCpuMs() - cpu);
    results[c]!.items = read.length;
    results[c]!.ids = read.map((item) => item.id).join(",");
  }
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
printTable(
  ["read", "rounds", "items", "mean wall s", "mean PG CPU s", "wall s each"],
  contenders.map(({ name }, c) => [
    name,
    rounds,
    results[c]!.items,
    fmt(mean(results[c]!.wall) / 1000, 2),
    fmt(mean(results[c]!.cpu) / 1000, 2),
    results[c]!.wall.map((ms) => (ms / 1000).toFixed(1)).join(" "),
  ]),
);
if (contenders.length > 1) console.log(`same items read: ${results[0]!.ids === results[1]!.ids}`);
console.log(`load average at end: ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
await client.end();
