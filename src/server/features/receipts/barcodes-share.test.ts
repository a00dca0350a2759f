import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodePhoto } from "../../../../tests/support/barcode-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import type { Db } from "../../db/client";
import { missingProducts, users } from "../../db/schema/index";
import { scanBarcode } from "./barcodes.service";

// Decision 064: an unknown product is kept once per shopper, at most 30 a day. The count is read before the photo is
// re-encoded (a shopper past the share costs no image work, nor a transaction) and again under the shopper's lock, so
// another scan of theirs kept while this photo was re-encoded counts. The scans here go through a database that
// counts the transactions opened, and can keep that other scan just before this one's transaction begins.

const SECRET = "a-test-secret-of-enough-length-0123456789";
const NOW = new Date(Date.UTC(2031, 0, 10, 12));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** The database, counting the transactions begun, each after `meanwhile` (another request's work) has run. */
function watched(meanwhile: () => Promise<unknown> = async () => {}) {
  const db = ctx.database.db;
  const seen = { transactions: 0, db: Object.create(db) as Db };
  seen.db.transaction = (async (run: Parameters<Db["transaction"]>[0]) => {
    seen.transactions++;
    await meanwhile();
    return db.transaction(run);
  }) as Db["transaction"];
  return seen;
}

/** A signed-up shopper who already sent `sent` unknown barcodes in the last day (none of those scanned below). */
async function shopperWith(email: string, sent: number) {
  await signIn(ctx.app, email);
  const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const userId = user!.id;
  const row = (i: number) => ({ userId, source: "barcode" as const, gtin: String(90_000 + i).padStart(14, "0"), createdAt: NOW });
  if (sent > 0) await ctx.database.db.insert(missingProducts).values(Array.from({ length: sent }, (_, i) => row(i)));
  return { userId, row };
}

const kept = (userId: string) => ctx.database.db.select().from(missingProducts).where(eq(missingProducts.userId, userId));
const scan = async (db: Db, userId: string) => scanBarcode(db, SECRET, userId, await barcodePhoto("4006381333931"), NOW);
const OVER_SHARE = "You can send up to 30 products we don't know yet a day. Please try again tomorrow.";

describe("an unknown product scanned", () => {
  it("by a shopper with exactly the day's 30 sent is refused before its photo is re-encoded or a transaction begun", async () => {
    const { userId } = await shopperWith("share-at-30@example.com", 30);
    const seen = watched();
    await expect(scan(seen.db, userId)).rejects.toMatchObject({ statusCode: 429, message: OVER_SHARE });
    expect(seen.transactions).toBe(0);
    expect(await kept(userId)).toHaveLength(30);
  });

  it("is kept by a shopper with 29 sent", async () => {
    const { userId } = await shopperWith("share-at-29@example.com", 29);
    const seen = watched();
    expect((await scan(seen.db, userId)).message).toBe(
      "This product is not in our catalog yet. We saved its barcode and photo so we can add it.",
    );
    expect(seen.transactions).toBe(1);
    expect(await kept(userId)).toHaveLength(30);
  });

  it("while another scan of the same product was kept is answered as already sent, and kept once", async () => {
    const { userId } = await shopperWith("share-same-meanwhile@example.com", 0);
    const seen = watched(() =>
      ctx.database.db.insert(missingProducts).values({ userId, source: "barcode", gtin: "04006381333931" }),
    );
    expect((await scan(seen.db, userId)).message).toBe(
      "This product is not in our catalog yet. You already sent us its barcode and photo: thank you, we will add it.",
    );
    const rows = await ctx.database.db
      .select()
      .from(missingProducts)
      .where(and(eq(missingProducts.userId, userId), eq(missingProducts.gtin, "04006381333931")));
    expect(rows).toHaveLength(1);
  });

  it("while another scan reached the day's share is refused, and not kept", async () => {
    const { userId, row } = await shopperWith("share-reached-meanwhile@example.com", 29);
    const seen = watched(() => ctx.database.db.insert(missingProducts).values(row(29)));
    await expect(scan(seen.db, userId)).rejects.toMatchObject({ statusCode: 429, message: OVER_SHARE });
    expect(seen.transactions).toBe(1);
    expect(await kept(userId)).toHaveLength(30);
  });
});
