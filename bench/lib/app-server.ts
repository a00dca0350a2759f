/**
 * The real app in its own process for bench/cart-throughput.ts, so the load generator and the
 * server do not share an event loop. Started with fork(); argv[2] is the engine, argv[3] "unprepared"
 * turns named prepared statements off (DATABASE_PREPARED_STATEMENTS=false), argv[4] names the PostgreSQL database. It seeds a fresh
 * database (in-memory PGlite, or the throwaway PostgreSQL database pennycart_bench_cart), listens on
 * 127.0.0.1 on a free port, reports { port } to the parent, and shuts down cleanly on SIGTERM or
 * when the parent goes away.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { seedDatabase } from "../../src/server/db/seed/seed";
import { createLocalGeocoder } from "../../src/server/integrations/geocoding/local";
import { createLocalIdentity } from "../../src/server/integrations/identity/local";
import { openBenchDatabase, parseEngines } from "./databases";

export type ServerMessage = { port: number; seedMs: number } | { error: string };

async function main() {
  const [engine] = parseEngines(process.argv[2] ?? "pglite");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-bench-"));
  const database = await openBenchDatabase(engine!, process.argv[4] ?? "pennycart_bench_cart", {
    preparedStatements: process.argv[3] !== "unprepared",
  });
  const seedStart = performance.now();
  await seedDatabase(database.db);
  const seedMs = performance.now() - seedStart;
  const config = loadConfig({
    APP_ENV: "development",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
  });
  const app = await buildApp({
    config,
    database,
    identity: createLocalIdentity(),
    geocoder: createLocalGeocoder(),
    sessionSecret: "bench-session-secret-of-at-least-32-characters",
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the server has no TCP address");

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("disconnect", () => void shutdown());
  process.send?.({ port: address.port, seedMs } satisfies ServerMessage);
}

main().catch((error: unknown) => {
  process.send?.({ error: (error as Error).stack ?? String(error) } satisfies ServerMessage);
  process.exit(1);
});
