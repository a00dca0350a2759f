import { ConfigError, loadConfig, resolveSessionSecret, type AppConfig } from "./config";
import type { Database } from "./db/client";
import { openDatabase } from "./db/open";
import { seedDatabase } from "./db/seed/seed";
import { buildApp } from "./app";
import { createLocalGeocoder } from "./integrations/geocoding/local";
import { createNominatimGeocoder } from "./integrations/geocoding/nominatim";
import { createLocalIdentity } from "./integrations/identity/local";
import { createOidcIdentity } from "./integrations/identity/oidc";
import { createJobs } from "./jobs/jobs";
import { checkImageLibrary } from "./plugins/image-library";
import { startScheduler, type Scheduler } from "./jobs/scheduler";
import { loggerOptions } from "./plugins/logging";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // In a child process, on the other core, while this one migrates, seeds and builds the app.
  const imageLibrary = checkImageLibrary();

  let database: Database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    fail(`Could not open the database: ${(error as Error).message}`);
  }
  await database.migrate();
  await seedDatabase(database.db);

  const app = await buildApp(
    {
      config,
      database,
      identity: config.oidc ? createOidcIdentity(config.oidc) : createLocalIdentity(),
      geocoder:
        config.geocoder === "nominatim"
          ? createNominatimGeocoder({ userAgent: `PennyCart/1.0 (+${config.publicUrl}; ${config.advertisingEmail})` })
          : createLocalGeocoder(),
      sessionSecret: resolveSessionSecret(config),
      imageLibrary,
    },
    { logger: loggerOptions(config.logLevel) },
  );

  let scheduler: Scheduler | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => fail("Shutdown took longer than 10 s; exiting."), 10_000);
    timer.unref();
    // No new job run starts; one under way finishes. Then app.close stops accepting connections and
    // waits for in-flight requests before the database closes.
    await scheduler?.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (config.jobs.enabled) {
    scheduler = startScheduler({
      jobs: createJobs({ db: database.db, config, engine: database.kind }),
      intervalSeconds: config.jobs.intervalSeconds,
      log: app.log,
    });
  }
  // Ready as /readyz says it: once the image library is known to load.
  const images = await imageLibrary.done;
  if (images.state === "unavailable")
    app.log.error({ reason: images.reason }, "the image library (sharp) cannot load here: this instance stays not ready (/readyz 503)");
  else app.log.info(`PennyCart is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => fail(`PennyCart failed to start: ${(error as Error).stack ?? String(error)}`));
