import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { receiptLines, receipts, users } from "../../db/schema/index";
import { claimNextReceipt, insertReceipt, markFailed, saveReading, setProgress, type LineToSave } from "./receipts.repository";

// Review R34: a reader that outlives its lease has lost the receipt to the next claim; what it writes afterwards (lines,
// "failed", progress) changes nothing, so it never rewrites lines a shopper has open or has confirmed.
let ctx: TestContext;
let userId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await signIn(ctx.app, "lease-r34@example.com");
  userId = (await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, "lease-r34@example.com")))[0]!.id;
});
afterAll(() => ctx.close());

const line = (text: string): LineToSave => ({
  text,
  cents: 349,
  unitCents: null,
  weightLb: null,
  discountCents: 0,
  itemId: null,
  confidence: 0,
  candidates: [],
});
const reading = (texts: string[]) => ({ storeId: null, purchasedOn: null, ocrText: texts.join("\n"), lines: texts.map(line) });

describe("a receipt reader past its lease", () => {
  it("writes nothing once the receipt was claimed again", async () => {
    const db = ctx.database.db;
    const t0 = new Date("2026-11-28T10:00:00Z");
    const id = await insertReceipt(db, userId, Buffer.from("photo"), t0);
    const first = (await claimNextReceipt(db, t0, t0))!;
    // Six minutes on, the lease has run out: another reader claims the receipt and reads it.
    const t1 = new Date(t0.getTime() + 6 * 60_000);
    const second = (await claimNextReceipt(db, t1, new Date(t1.getTime() - 5 * 60_000)))!;
    expect([first.id, second.id]).toEqual([id, id]);
    await saveReading(db, second, reading(["GE 2% MLK GAL", "MYSTERY THING"]), t1);
    const linesRead = await db
      .select({ id: receiptLines.id, text: receiptLines.text })
      .from(receiptLines)
      .where(eq(receiptLines.receiptId, id));
    expect(linesRead.map((l) => l.text).sort()).toEqual(["GE 2% MLK GAL", "MYSTERY THING"]);

    // The first reader answers late: its progress, its lines and its failure change nothing.
    await setProgress(db, first, 10);
    await saveReading(db, first, reading(["SOMETHING ELSE"]), t1);
    await markFailed(db, first, "too late", null, t1);
    expect(
      await db.select({ id: receiptLines.id, text: receiptLines.text }).from(receiptLines).where(eq(receiptLines.receiptId, id)),
    ).toEqual(expect.arrayContaining(linesRead));
    expect((await db.select({ id: receiptLines.id }).from(receiptLines).where(eq(receiptLines.receiptId, id))).length).toBe(2);
    const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
    expect(row).toMatchObject({ status: "read", progress: 100, message: null });
    expect(row!.image).not.toBeNull();
  });

  it("writes nothing while the next reader still reads, and the next reader's reading stands", async () => {
    const db = ctx.database.db;
    const t0 = new Date("2026-11-28T11:00:00Z");
    const id = await insertReceipt(db, userId, Buffer.from("photo 2"), t0);
    const first = (await claimNextReceipt(db, t0, t0))!;
    const t1 = new Date(t0.getTime() + 6 * 60_000);
    const second = (await claimNextReceipt(db, t1, new Date(t1.getTime() - 5 * 60_000)))!;
    expect([first.id, second.id]).toEqual([id, id]);

    // The late reader answers while the second still reads: the receipt stays the second's, photo and all.
    await setProgress(db, first, 90);
    await saveReading(db, first, reading(["SOMETHING ELSE"]), t1);
    await markFailed(db, first, "too late", null, t1);
    const [during] = await db.select().from(receipts).where(eq(receipts.id, id));
    expect(during).toMatchObject({ status: "reading", attempts: second.attempts, message: null });
    expect(during!.progress).not.toBe(90);
    expect(during!.image).not.toBeNull();
    expect(await db.select({ id: receiptLines.id }).from(receiptLines).where(eq(receiptLines.receiptId, id))).toEqual([]);
    // The claim's holder reports its progress.
    await setProgress(db, second, 40);
    expect((await db.select({ progress: receipts.progress }).from(receipts).where(eq(receipts.id, id)))[0]).toEqual({
      progress: 40,
    });

    await saveReading(db, second, reading(["GE 2% MLK GAL"]), t1);
    const lines = await db.select({ text: receiptLines.text }).from(receiptLines).where(eq(receiptLines.receiptId, id));
    expect(lines).toEqual([{ text: "GE 2% MLK GAL" }]);
    expect((await db.select().from(receipts).where(eq(receipts.id, id)))[0]).toMatchObject({ status: "read" });
  });

  it("saves a reading of no lines as read, with none", async () => {
    const db = ctx.database.db;
    const t0 = new Date("2026-11-28T12:00:00Z");
    const id = await insertReceipt(db, userId, Buffer.from("photo 3"), t0);
    const claim = (await claimNextReceipt(db, t0, t0))!;
    await saveReading(db, claim, reading([]), t0);
    expect((await db.select().from(receipts).where(eq(receipts.id, id)))[0]).toMatchObject({ status: "read", progress: 100 });
    expect(await db.select().from(receiptLines).where(eq(receiptLines.receiptId, id))).toEqual([]);
  });
});
