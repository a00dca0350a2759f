// @module-tag engines
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MISSING_PRODUCT_PHOTO_DAYS } from "../../../domain/receipts/receipt-rules";
import { pgliteExtensions, wrapPglite } from "../../db/client";
import { missingProducts, users } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";
import { rowsOf } from "../../db/rows";
import { dropOldMissingProductPhotos } from "./barcodes.service";

// Decision 064: the photo of a product the catalog lacks is kept MISSING_PRODUCT_PHOTO_DAYS days for the catalog team;
// the scheduled jobs drop older ones. The barcode itself stays (it names the product and holds nothing of the shopper).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const DAY_MS = 86_400_000;
const runJobs = (now: Date) =>
  runJobsOnce(createJobs({ db: ctx.database.db, config: ctx.app.deps.config, engine: ctx.database.kind }), now, {
    info: () => {},
    error: () => {},
  });
const fileNode = async () =>
  rowsOf(await ctx.database.db.execute(sql`select pg_relation_filenode('missing_products')::text as node`))[0];

describe("photos of missing products", () => {
  it("are dropped by the jobs once older than the retention; newer ones and the barcodes stay", async () => {
    const cookie = await signIn(ctx.app, "missing-retention@example.com");
    const { id: userId } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const now = new Date();
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const rows = await ctx.database.db
      .insert(missingProducts)
      .values([
        { userId, source: "barcode", gtin: "04006381333931", photo, createdAt: at(MISSING_PRODUCT_PHOTO_DAYS + 1) },
        { userId, source: "barcode", gtin: "05901234123457", photo, createdAt: at(MISSING_PRODUCT_PHOTO_DAYS - 1) },
      ])
      .returning({ id: missingProducts.id });
    await runJobs(now);
    const kept = await ctx.database.db
      .select({ id: missingProducts.id, gtin: missingProducts.gtin, photo: missingProducts.photo })
      .from(missingProducts)
      .where(eq(missingProducts.userId, userId))
      .orderBy(missingProducts.id);
    expect(kept.map((row) => [row.id, row.gtin, row.photo === null])).toEqual([
      [rows[0]!.id, "04006381333931", true],
      [rows[1]!.id, "05901234123457", false],
    ]);
  });
});

/** Every file under `dir` except the write-ahead log (recycled by the engine) that holds `marker`. */
function filesHolding(dir: string, marker: Buffer): string[] {
  const walk = (at: string): string[] =>
    readdirSync(at).flatMap((name) => {
      const file = path.join(at, name);
      return statSync(file).isDirectory() ? (name === "pg_wal" ? [] : walk(file)) : [file];
    });
  return walk(dir).filter((file) => readFileSync(file).includes(marker));
}

describe("a dropped photo (review R8)", () => {
  // Review R20: a rewrite locks the table (every scan and receipt confirmation waits), so only the embedded engine,
  // which has no autovacuum, gets one; PostgreSQL gets a plain VACUUM, which blocks no reads or writes.
  it("rewrites the embedded table when the jobs dropped a photo, never PostgreSQL's, and neither when they dropped none", async () => {
    const cookie = await signIn(ctx.app, "missing-rewrite@example.com");
    const { id: userId } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const now = new Date(Date.now() + 1000 * DAY_MS);
    await runJobs(now);
    const before = await fileNode();
    await runJobs(now);
    expect(await fileNode()).toEqual(before);
    const old = new Date(now.getTime() - (MISSING_PRODUCT_PHOTO_DAYS + 1) * DAY_MS);
    await ctx.database.db
      .insert(missingProducts)
      .values({ userId, source: "barcode", gtin: "09501101020917", photo: randomBytes(5_000), createdAt: old });
    await runJobs(now);
    if (ctx.database.kind === "pglite") expect(await fileNode()).not.toEqual(before);
    else expect(await fileNode()).toEqual(before);
  });

  // Review R20: photos crossing 90 days all through the day would make every 60-s tick drop one (and rewrite the table
  // on the embedded engine). They are dropped by the day they turned 90 days old: once, at the first tick of the next day.
  it("drops photos by whole days: a later tick of the same day drops and rewrites nothing", async () => {
    const cookie = await signIn(ctx.app, "missing-by-day@example.com");
    const { id: userId } = (await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string };
    const noon = new Date(Date.UTC(2031, 0, 10, 12));
    const retentionDay = Date.UTC(2031, 0, 10) - MISSING_PRODUCT_PHOTO_DAYS * DAY_MS; // 00:00 UTC, 90 days before
    const [earlier, later] = await ctx.database.db
      .insert(missingProducts)
      .values([
        { userId, source: "barcode", gtin: "04006381333931", photo: randomBytes(500), createdAt: new Date(retentionDay - 3_600_000) },
        { userId, source: "barcode", gtin: "05901234123457", photo: randomBytes(500), createdAt: new Date(retentionDay + 6 * 3_600_000) },
      ])
      .returning({ id: missingProducts.id });
    const photoKept = async () =>
      Object.fromEntries(
        (await ctx.database.db.select({ id: missingProducts.id, photo: missingProducts.photo }).from(missingProducts).where(eq(missingProducts.userId, userId))).map(
          (row) => [row.id, row.photo !== null],
        ),
      );
    await runJobs(noon);
    expect(await photoKept()).toEqual({ [earlier!.id]: false, [later!.id]: true });
    // 90 days and 7 hours old at 13:00: kept until the day ends; nothing rewritten.
    const before = await fileNode();
    await runJobs(new Date(noon.getTime() + 3_600_000));
    expect(await photoKept()).toEqual({ [earlier!.id]: false, [later!.id]: true });
    expect(await fileNode()).toEqual(before);
    await runJobs(new Date(Date.UTC(2031, 0, 11, 0, 1)));
    expect(await photoKept()).toEqual({ [earlier!.id]: false, [later!.id]: false });
  });

  // The embedded engine has no autovacuum: without a rewrite the bytes stayed in its files for ever. A copy of the
  // test template in a directory, so the files can be read.
  it.skipIf(!inject("pgliteTemplatePath"))("on the embedded database, no file but the log still holds a dropped photo's bytes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "missing-photos-"));
    try {
      const dump = new Blob([await readFile(inject("pgliteTemplatePath")!)]);
      const client = await PGlite.create({ dataDir: dir, loadDataDir: dump, extensions: pgliteExtensions });
      const { db } = wrapPglite(client);
      const [user] = await db.insert(users).values({ email: "vacuumed@example.com" }).returning({ id: users.id });
      const marker = Buffer.from("DROPPED-PHOTO-MARKER");
      const now = new Date();
      const old = new Date(now.getTime() - (MISSING_PRODUCT_PHOTO_DAYS + 1) * DAY_MS);
      // Random bytes, as a JPEG's are: stored out of line and not compressed, like a real photo; a newer photo after it.
      await db.insert(missingProducts).values([
        { userId: user!.id, source: "barcode", gtin: "04006381333931", photo: Buffer.concat([marker, randomBytes(20_000)]), createdAt: old },
        { userId: user!.id, source: "barcode", gtin: "05901234123457", photo: randomBytes(20_000), createdAt: now },
      ]);
      await client.query("checkpoint");
      expect(filesHolding(dir, marker)).not.toEqual([]);
      expect(await dropOldMissingProductPhotos(db, now, "pglite")).toBe(1);
      await client.query("checkpoint");
      await client.close();
      expect(filesHolding(dir, marker)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
