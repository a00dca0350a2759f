import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./feature-run";
import { vitestServerOptions } from "./vitest-server-options";
import serverVitest from "./vitest.server.config";

// A test file tagged `// @module-tag <name>` fails to load under a Vitest configuration that does not define the tag,
// and Stryker then counts the file as no tests at all, so the mutants only it kills show as not covered (the
// 2026-11-28c auth run: sessions.test.ts and jobs.test.ts never ran, auth.repository.ts 59.5%).
const tagged = ["src/server", "tests"]
  .flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true }).map((file) => path.join(folder, String(file))))
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => ({ file, tag: /^\/\/ @module-tag (\S+)/m.exec(readFileSync(path.join(root, file), "utf8"))?.[1] }))
  .filter((entry): entry is { file: string; tag: string } => entry.tag !== undefined);

describe("the mutation runs' Vitest configurations", () => {
  it("find tagged server tests to check", () => {
    expect(tagged.map((entry) => entry.file)).toContain("src/server/features/auth/sessions.test.ts");
  });

  it.each([
    ["stryker/feature-run.ts (npm run test:mutation:server)", () => vitestServerOptions(["src/server/**/*.test.ts"]).tags],
    ["stryker/vitest.server.config.ts", () => serverVitest.test?.tags],
  ])("%s defines every tag a server test file carries", (_, tags) => {
    const defined = (tags() ?? []).map((tag) => tag.name);
    expect(tagged.filter((entry) => !defined.includes(entry.tag))).toEqual([]);
  });
});
