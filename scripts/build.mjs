// Builds what `npm start` runs (decision 048): the web app (vite, then pre-compressed copies) into dist/web and the
// server (esbuild, one ES module with the packages it imports statically bundled in, see EXTERNAL_PACKAGES) into
// dist/server, with the data files the server reads and the catalog's listed items beside the bundle. Each part writes a stamp: a hash of its inputs. `--if-stale` builds only a part whose
// inputs changed since its stamp (or that was never built), so a start after a build costs a hash of the sources.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$|\.test-harness\.ts$/;

/** Files whose content makes each part of the build; tests are left out (they change no build). */
const parts = {
  web: {
    inputs: ["src/web", "src/domain", "vite.config.ts", "tsconfig.json", "package-lock.json"],
    output: path.join(dist, "web", "index.html"),
    build: buildWeb,
  },
  server: {
    inputs: ["src/server", "src/domain", "package-lock.json", "scripts/build.mjs"],
    output: path.join(dist, "server", "server.js"),
    build: buildServer,
  },
};

function* walk(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = path.join(entry, child.name);
    if (child.isDirectory()) yield* walk(rel);
    else if (!TEST.test(child.name)) yield rel;
  }
}

function inputHash(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of walk(input)) hash.update(file).update("\0").update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
}

function buildWeb() {
  run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"]);
  run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "src/server/cli/compress-web-build.ts"]);
}

/**
 * Bundled code keeps the paths it finds files by: each module's import.meta.url is where that module would be in
 * dist/server if compiled file by file, so src/server/db/client.ts finds dist/server/db/migrations.
 */
const modulePlaces = {
  name: "module-places",
  setup(esbuild) {
    esbuild.onLoad({ filter: /\/src\/server\/.*\.ts$/ }, (args) => {
      const contents = readFileSync(args.path, "utf8");
      if (!contents.includes("import.meta.url")) return undefined;
      const place = `./${path.relative(path.join(root, "src/server"), args.path).replace(/\.ts$/, ".js")}`;
      return { contents: contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(place)}, import.meta.url).href`), loader: "ts" };
    });
  },
};

/**
 * Packages left as imports, resolved from node_modules at a start; every other package the server imports statically
 * is bundled into dist/server/server.js. Node resolved, read and compiled each file of a package at every start
 * (about 380 ES modules and 490 CommonJS files), which a restart paid before /readyz (issue 29 item 3); bundled, they
 * are a part of one file. Left as imports: a package imported with `import()` (loaded when a feature is first used:
 * OCR, barcodes, geocoding, mail, SMS, payments, Redis, API docs), and these, for what they find by file at run time.
 */
const EXTERNAL_PACKAGES = new Set([
  "@electric-sql/pglite", // its WebAssembly and data files, beside its modules
  "pino", // its transports start worker threads by file
  "thread-stream",
]);

const packageName = (specifier) => specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

/** Leaves Node's modules, packages imported with `import()` and EXTERNAL_PACKAGES as imports; bundles the rest. */
const externalPackages = {
  name: "external-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("node:") ||
      builtinModules.includes(args.path) ||
      args.kind === "dynamic-import" ||
      EXTERNAL_PACKAGES.has(packageName(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** Bundled CommonJS code requires Node's modules and the external packages at run time: `require` in an ES module. */
const requireBanner = 'import { createRequire as createRequireForBundle } from "node:module";\nconst require = createRequireForBundle(import.meta.url);';

async function buildServer() {
  const out = path.join(dist, "server");
  rmSync(out, { recursive: true, force: true });
  // Imported here, so a start with a fresh build needs no build tools (an install without devDependencies).
  const { build } = await import("esbuild");
  const sourcesDigest = inputHash(parts.server.inputs);
  await build({
    entryPoints: [path.join(root, "src/server/server.ts")],
    outfile: path.join(out, "server.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: true,
    logLevel: "warning",
    plugins: [modulePlaces, externalPackages],
    banner: { js: requireBanner },
    // What the seed keys its estimates by (decision 077): equal sources, equal code deriving them.
    define: { __SERVER_SOURCES_DIGEST__: JSON.stringify(sourcesDigest) },
  });
  // Migrations and catalog files: every file of src/server that is not code, at the same place under dist/server.
  for (const file of walk("src/server")) {
    if (SOURCE.test(file)) continue;
    const target = path.join(out, path.relative("src/server", file));
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(root, file), target);
  }
  await writeListedItems(build, out, sourcesDigest);
}

/**
 * The seed's listed items read from the catalog files now, so a start loads them instead of parsing the files
 * (src/server/db/seed/data/built-listed-items.ts): the same code, bundled into a script beside the built server (its
 * modules at the same places, so it reads the files copied there), run once and removed.
 */
async function writeListedItems(build, out, sourcesDigest) {
  const script = path.join(out, ".listed-items.mjs");
  const seed = "./src/server/db/seed";
  await build({
    stdin: {
      contents: `import { writeFileSync } from "node:fs";
import { BUILT_LISTED_ITEMS_FILE } from "${seed}/data/built-listed-items.ts";
import { readListedItems } from "${seed}/data/catalog-files.ts";
import { seedInputsKey } from "${seed}/seed-inputs.ts";
const built = { inputsKey: seedInputsKey(process.argv[2]), items: readListedItems() };
writeFileSync(BUILT_LISTED_ITEMS_FILE, JSON.stringify(built));\n`,
      resolveDir: root,
      loader: "ts",
    },
    outfile: script,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    plugins: [modulePlaces, externalPackages],
  });
  try {
    run(process.execPath, [script, sourcesDigest]);
  } finally {
    rmSync(script, { force: true });
  }
}

const ifStale = process.argv.includes("--if-stale");
const stamps = path.join(dist, ".stamps");
mkdirSync(stamps, { recursive: true });
for (const [name, part] of Object.entries(parts)) {
  const stamp = path.join(stamps, name);
  const hash = inputHash(part.inputs);
  const built = existsSync(part.output) && existsSync(stamp);
  if (ifStale && built && readFileSync(stamp, "utf8") === hash) continue;
  if (ifStale) console.log(`Building the ${name}: ${built ? "its sources changed" : "no build yet"}`);
  rmSync(stamp, { force: true });
  await part.build();
  writeFileSync(stamp, hash);
}
