import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// Decision 083: `npm start` and `npm run serve` cap V8's old generation at 160 MB unless MAX_OLD_SPACE_MB says
// otherwise, and run with two malloc arenas (decision 074). Each script's command is run by sh with a stand-in `node`
// that prints how it was started, so nothing is built or served.
const root = path.resolve(import.meta.dirname, "../..");
const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> })
  .scripts;
const bin = mkdtempSync(path.join(os.tmpdir(), "pennycart-start-flags-"));
writeFileSync(path.join(bin, "node"), '#!/bin/sh\necho "MALLOC_ARENA_MAX=$MALLOC_ARENA_MAX $*"\n');
chmodSync(path.join(bin, "node"), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** The last `node` command line the script runs (after start's build check), with its MALLOC_ARENA_MAX. */
function serverCommand(script: string, env: Record<string, string> = {}): string {
  const { MAX_OLD_SPACE_MB: _, MALLOC_ARENA_MAX: __, ...rest } = process.env;
  const out = execFileSync("sh", ["-c", scripts[script]!], {
    cwd: root,
    env: { ...rest, ...env, PATH: `${bin}:${process.env.PATH}` },
    encoding: "utf8",
  });
  return out.trim().split("\n").at(-1)!;
}

describe.each(["start", "serve"])("npm %s", (script) => {
  it("runs the compiled server with a 160 MB old generation and two malloc arenas by default", () => {
    expect(serverCommand(script)).toBe("MALLOC_ARENA_MAX=2 --max-old-space-size=160 dist/server/server.js");
  });

  it("takes another old generation size from MAX_OLD_SPACE_MB", () => {
    expect(serverCommand(script, { MAX_OLD_SPACE_MB: "1024" })).toBe(
      "MALLOC_ARENA_MAX=2 --max-old-space-size=1024 dist/server/server.js",
    );
  });
});
