/**
 * Where GET /api/cart's time goes, in process (no HTTP): the session lookup plus today's getCart
 * (five statements) against the proposed one-statement cart read (bench/lib/cart-one-query.ts),
 * on PGlite, PostgreSQL, and PostgreSQL with prepared statements (bench/lib/databases.ts). Both
 * reads are checked to return the same cart before they are timed.
 *
 *   npx tsx bench/cart-queries.ts [--requests=1500] [--concurrency=10]
 */
import { isDeepStrictEqual } from "node:util";
import os from "node:os";
import { resolveSession, signInLocal, startSession } from "../src/server/features/auth/auth.service";
import { addToCart, getCart } from "../src/server/features/cart/cart.service";
import { listItems } from "../src/server/features/catalog/catalog.repository";
import { savePreferences } from "../src/server/features/preferences/preferences.service";
import { listStores } from "../src/server/features/stores/stores.service";
import { seedDatabase } from "../src/server/db/seed/seed";
import { getCartInOneStatement } from "./lib/cart-one-query";
import { openBenchDatabase, type BenchDatabase, type Engine } from "./lib/databases";
import { fmt, parseFlags, printTable } from "./lib/stats";

const flags = parseFlags();
const requests = Number(flags.get("requests") ?? 1500);
const concurrency = Number(flags.get("concurrency") ?? 10);
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };

/** The shopper of bench/cart-throughput.ts: 20 distinct items, 5 nearby stores of different chains. */
async function prepareShopper(db: BenchDatabase["db"]) {
  const user = await signInLocal(db, { email: "bench-shopper@pennycart.example" });
  const { token } = await startSession(db, user.id);
  const items = await listItems(db);
  const step = Math.floor(items.length / 20);
  for (let i = 0; i < 20; i++) await addToCart(db, user.id, items[i * step]!.id, 1 + (i % 3));
  const stores = await listStores(db, { ...PITTSBURGH, maxDistance: 10 });
  const firstOfChain = stores.filter((s, i) => stores.findIndex((t) => t.chainId === s.chainId) === i);
  const selectedStoreIds = [...firstOfChain, ...stores.filter((s) => !firstOfChain.includes(s))].slice(0, 5).map((s) => s.id);
  await savePreferences(db, user.id, { location: { ...PITTSBURGH, address: "Pittsburgh, PA" }, radiusMiles: 10, selectedStoreIds });
  return { userId: user.id, token };
}

/** Requests per second and Node CPU per request for `requests` calls, `concurrency` at a time. */
async function load(fn: () => Promise<unknown>): Promise<{ perSecond: number; cpuMs: number }> {
  for (let i = 0; i < 100; i++) await fn();
  const cpu = process.cpuUsage();
  const start = performance.now();
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started++ < requests) await fn();
    }),
  );
  const used = process.cpuUsage(cpu);
  return { perSecond: (requests / (performance.now() - start)) * 1000, cpuMs: (used.user + used.system) / 1000 / requests };
}

async function main() {
  console.log(`Machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}; ${requests} reads, ${concurrency} at a time\n`);
  const setups: { label: string; engine: Engine; preparedStatements: boolean }[] = [
    { label: "pglite", engine: "pglite", preparedStatements: false },
    { label: "postgres", engine: "postgres", preparedStatements: false },
    { label: "postgres, prepared statements", engine: "postgres", preparedStatements: true },
  ];
  const rows: (string | number)[][] = [];
  for (const setup of setups) {
    const bench = await openBenchDatabase(setup.engine, "pennycart_bench_cart", { preparedStatements: setup.preparedStatements });
    try {
      await seedDatabase(bench.db);
      const { userId, token } = await prepareShopper(bench.db);
      const [today, proposed] = [await getCart(bench.db, userId), await getCartInOneStatement(bench.db, userId)];
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(today)), JSON.parse(JSON.stringify(proposed)))) throw new Error("the one-statement cart differs from getCart");
      const reads = [
        { name: "session + getCart (1 + 5 statements)", fn: () => resolveSession(bench.db, token).then(() => getCart(bench.db, userId)) },
        { name: "session + one-statement cart (1 + 1)", fn: () => resolveSession(bench.db, token).then(() => getCartInOneStatement(bench.db, userId)) },
      ];
      for (const read of reads) {
        const result = await load(read.fn);
        rows.push([setup.label, read.name, fmt(result.perSecond, 0), fmt(result.cpuMs, 2)]);
        console.log(`${setup.label}: ${read.name}: ${fmt(result.perSecond, 0)}/s`);
      }
    } finally {
      await bench.close();
    }
  }
  console.log("\nCart reads in process (same cart: 20 items x 5 stores; outputs checked equal)\n");
  printTable(["database", "read", "reads/s", "Node CPU ms/read"], rows);
  console.log(`\nLoad average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`);
}

setTimeout(() => {
  console.error("Gave up after 10 minutes.");
  process.exit(2);
}, 600_000).unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
