/**
 * Where a cold GET /api/cart's time goes, in process (no HTTP): the session lookup alone (what other
 * routes run first) and getCartOfSession (one statement that checks the session too, when stores
 * are selected), on PGlite, PostgreSQL without prepared statements, and PostgreSQL as the app runs it.
 *
 *   npx tsx bench/cart-queries.ts [--requests=1500] [--concurrency=10]
 */
import os from "node:os";
import { hashToken, resolveSession, signInLocal, startSession } from "../src/server/features/auth/auth.service";
import { addToCartOfSession, getCartOfSession } from "../src/server/features/cart/cart.service";
import { listItems } from "../src/server/features/catalog/catalog.repository";
import { savePreferences } from "../src/server/features/preferences/preferences.service";
import { listStores } from "../src/server/features/stores/stores.service";
import { seedDatabase } from "../src/server/db/seed/seed";
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
  for (let i = 0; i < 20; i++)
    await addToCartOfSession(db, hashToken(token), new Date(), { itemId: items[i * step]!.id, quantity: 1 + (i % 3) });
  const stores = await listStores(db, { ...PITTSBURGH, maxDistance: 10 });
  const firstOfChain = stores.filter((s, i) => stores.findIndex((t) => t.chainId === s.chainId) === i);
  const selectedStoreIds = [...firstOfChain, ...stores.filter((s) => !firstOfChain.includes(s))].slice(0, 5).map((s) => s.id);
  await savePreferences(db, user.id, {
    location: { ...PITTSBURGH, address: "Pittsburgh, PA" },
    radiusMiles: 10,
    selectedStoreIds,
  });
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
  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}; ${requests} reads, ${concurrency} at a time\n`,
  );
  const setups: { label: string; engine: Engine; preparedStatements: boolean }[] = [
    { label: "pglite", engine: "pglite", preparedStatements: false },
    { label: "postgres, unprepared", engine: "postgres", preparedStatements: false },
    { label: "postgres (as the app runs it)", engine: "postgres", preparedStatements: true },
  ];
  const rows: (string | number)[][] = [];
  for (const setup of setups) {
    const bench = await openBenchDatabase(setup.engine, "pennycart_bench_cart", { preparedStatements: setup.preparedStatements });
    try {
      await seedDatabase(bench.db);
      const { token } = await prepareShopper(bench.db);
      const reads = [
        { name: "session lookup only", fn: () => resolveSession(bench.db, token) },
        { name: "getCartOfSession (1 statement)", fn: () => getCartOfSession(bench.db, hashToken(token)) },
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
  console.log("\nCart reads in process (20 items x 5 stores)\n");
  printTable(["database", "read", "reads/s", "Node CPU ms/read"], rows);
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
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
