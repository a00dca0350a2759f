import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MISSING_PRODUCT_PHOTO_DAYS, UNCONFIRMED_RECEIPT_PHOTO_DAYS } from "../../../domain/receipts/receipt-rules";
import { missingProducts, receipts } from "../../db/schema/index";
import { rowsOf } from "../../db/rows";
import { dropOldMissingProductPhotos } from "./barcodes.service";
import { dropUnneededReceiptPhotos } from "./receipts.service";

// Decisions 064 and 081, review R20: once the jobs drop photos, the space is given back. On PostgreSQL a plain VACUUM
// (no lock on reads or writes; counted in pg_stat_user_tables.vacuum_count), on the embedded engine a rewrite
// (VACUUM FULL: the table gets a new file). Nothing is vacuumed when nothing was dropped. The embedded engine's
// statement is run here on PostgreSQL too, where its rewrite shows as a new file node.

const DAY_MS = 86_400_000;
let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const cookie = await signIn(ctx.app, "photo-vacuum@example.com");
  userId = ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
});
afterAll(() => ctx.close());

const one = async (query: ReturnType<typeof sql>) => (rowsOf(await ctx.database.db.execute(query))[0] as { v: string }).v;
const vacuums = (table: string) =>
  one(sql`select vacuum_count::text as v from pg_stat_user_tables where relname = ${table}`).then(Number);
const fileNode = (table: string) => one(sql`select pg_relation_filenode(${table}::regclass)::text as v`);

const now = new Date(Date.UTC(2031, 5, 10, 12));
const old = (days: number) => new Date(now.getTime() - (days + 2) * DAY_MS);

describe.runIf(inject("postgresTemplate"))("the space of dropped photos on PostgreSQL", () => {
  it("missing products: a plain VACUUM after photos were dropped, none when none were; the embedded engine's rewrite", async () => {
    const db = ctx.database.db;
    const insert = (gtin: string) =>
      db.insert(missingProducts).values({
        userId,
        source: "barcode",
        gtin,
        photo: randomBytes(2_000),
        createdAt: old(MISSING_PRODUCT_PHOTO_DAYS),
      });
    const [vacuumed, node] = [await vacuums("missing_products"), await fileNode("missing_products")];
    expect(await dropOldMissingProductPhotos(db, now, "postgres")).toBe(0);
    expect(await vacuums("missing_products")).toBe(vacuumed);
    await insert("04006381333931");
    expect(await dropOldMissingProductPhotos(db, now, "postgres")).toBe(1);
    expect([await vacuums("missing_products"), await fileNode("missing_products")]).toEqual([vacuumed + 1, node]);

    await insert("05901234123457");
    expect(await dropOldMissingProductPhotos(db, now, "pglite")).toBe(1);
    expect(await vacuums("missing_products")).toBe(vacuumed + 1);
    expect(await fileNode("missing_products")).not.toBe(node);
  });

  it("receipts: a plain VACUUM after photos were dropped, none when none were; the embedded engine's rewrite", async () => {
    const db = ctx.database.db;
    const insert = () =>
      db.insert(receipts).values({
        userId,
        status: "read",
        image: randomBytes(2_000),
        createdAt: old(UNCONFIRMED_RECEIPT_PHOTO_DAYS),
      });
    const [vacuumed, node] = [await vacuums("receipts"), await fileNode("receipts")];
    expect(await dropUnneededReceiptPhotos(db, now, "postgres")).toBe(0);
    expect(await vacuums("receipts")).toBe(vacuumed);
    await insert();
    expect(await dropUnneededReceiptPhotos(db, now, "postgres")).toBe(1);
    expect([await vacuums("receipts"), await fileNode("receipts")]).toEqual([vacuumed + 1, node]);

    await insert();
    expect(await dropUnneededReceiptPhotos(db, now, "pglite")).toBe(1);
    expect(await vacuums("receipts")).toBe(vacuumed + 1);
    expect(await fileNode("receipts")).not.toBe(node);
  });
});
