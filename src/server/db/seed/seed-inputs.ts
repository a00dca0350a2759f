import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Set by scripts/build.mjs in the compiled server: the digest of the sources it was built from. */
declare const __SERVER_SOURCES_DIGEST__: string | undefined;

/** The digest of the sources of this compiled server, or undefined when run from source (tsx, vitest). */
export const BUILD_SOURCES_DIGEST: string | undefined =
  typeof __SERVER_SOURCES_DIGEST__ === "string" ? __SERVER_SOURCES_DIGEST__ : undefined;

/** The seed's data files (catalog items, families, reference prices, stores), read at a start. */
export const SEED_FILES_DIR = fileURLToPath(new URL("./catalog/", import.meta.url));

function* filesUnder(dir: string, prefix = ""): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) yield* filesUnder(path.join(dir, entry.name), `${rel}/`);
    else yield rel;
  }
}

/**
 * What the seed's estimates are derived from (decision 077): the code (the build's sources digest) and every data
 * file under `dir`, by name and content. Equal keys, equal estimates: the seed is deterministic.
 */
export function seedInputsKey(buildDigest: string, dir = SEED_FILES_DIR): string {
  const hash = createHash("sha256").update("seed-inputs 1\0").update(buildDigest).update("\0");
  for (const file of filesUnder(dir)) hash.update(file).update("\0").update(readFileSync(path.join(dir, file))).update("\0");
  return `inputs:${hash.digest("hex")}`;
}

let startKey: string | undefined;

/**
 * The inputs key of this compiled server, read once a process (the built catalog and the seed both ask at a start);
 * undefined from source, where the estimates' own digest is used.
 */
export const buildSeedInputsKey = (): string | undefined =>
  BUILD_SOURCES_DIGEST === undefined ? undefined : (startKey ??= seedInputsKey(BUILD_SOURCES_DIGEST));
