import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openPostgresDatabase, pgliteExtensions, wrapPglite } from "../../src/server/db/client";
import { seedDatabase } from "../../src/server/db/seed/seed";

// Several test runs may use one PostgreSQL server at once (two checkouts, or CI beside a developer's run): each
// run migrates its own template, named for its process, and drops it at the end. A fixed name let one run drop
// the template another was copying from ("template database ... does not exist" in every API test).
const TEMPLATE = process.env.TEST_TEMPLATE_NAME ?? `pennycart_test_template_${process.pid}`;

/** Each test file's copy of the template is named with this prefix, and dropped with the template at the end. */
const COPY_PREFIX = `pc_test_${process.pid}_`;

async function copiesOfThisRun(serverUrl: string): Promise<string[]> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    const rows = await admin<{ datname: string }[]>`select datname from pg_database where starts_with(datname, ${COPY_PREFIX})`;
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

/** Drops the databases a few at a time: each DROP DATABASE waits for a checkpoint, which those at once share. */
async function dropDatabases(serverUrl: string, names: string[]): Promise<void> {
  const admin = postgres(serverUrl, { max: 8, onnotice: () => {} });
  try {
    await Promise.all(names.map((name) => admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
  } finally {
    await admin.end();
  }
}

/** Migrates and seeds one template database; every API test file gets its own copy of it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${TEMPLATE}`);
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE}`;
    const database = openPostgresDatabase(url.href, { max: 1 });
    await database.migrate();
    await seedDatabase(database.db);
    await database.close();
    project.provide("postgresTemplate", { adminUrl: serverUrl, templateName: TEMPLATE, copyPrefix: COPY_PREFIX });
    project.provide("pgliteTemplatePath", null);
    return async () => {
      await admin.end();
      await dropDatabases(serverUrl, [TEMPLATE, ...(await copiesOfThisRun(serverUrl))]);
    };
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), "pennycart-test-"));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  // .ci/run keeps a copy for the journeys' servers (tests/support/e2e-servers.mjs), which then need not seed again.
  if (process.env.PGLITE_TEMPLATE_COPY) await copyFile(file, process.env.PGLITE_TEMPLATE_COPY);
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplate", null);
  return () => rm(dir, { recursive: true, force: true });
}
