import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

// Issue 29 item 3: a restart loaded sharp, zxing, ioredis, tesseract.js and Stripe whether or not it would use them
// (about a quarter of a restart's CPU and 50 MB of RSS at rest). They are imported where they are first used.
const root = path.resolve(import.meta.dirname, "../..");
const probe = `
import { createRequire } from "node:module";
await import("./src/server/app.ts");
await import("./src/server/integrations/messaging/transports.ts");
await import("./src/server/jobs/jobs.ts");
const files = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify([...new Set(files.map((f) => /node_modules\\/((@[^/]+\\/)?[^/]+)/.exec(f)?.[1]).filter(Boolean))]));
`;

it("a start loads no image, barcode, OCR, Redis or mail library before its first use", () => {
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], {
    cwd: root,
    encoding: "utf8",
  });
  const loaded = new Set(JSON.parse(out.trim().split("\n").at(-1)!) as string[]);
  expect(loaded.has("fastify")).toBe(true); // the probe sees the packages a start does load
  for (const pkg of ["sharp", "@zxing/library", "ioredis", "tesseract.js", "nodemailer"])
    expect(loaded.has(pkg), pkg).toBe(false);
}, 120_000);
