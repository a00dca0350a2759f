import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { multipartFile } from "../../../../tests/support/multipart";
import { drawNonReceipt } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_RECEIPTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { receipts, users } from "../../db/schema/index";
import type { OcrPort } from "../../integrations/ocr/port";
import { lockShopper } from "./receipts.repository";

// The day's receipt limit holds for uploads at the same moment: each upload counts the shopper's receipts again under
// a lock of that shopper, so two photos sent at once by a shopper one short of the limit keep one.

const ocr: OcrPort = { read: async () => [], close: async () => {} };
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { ocr });
});
afterAll(() => ctx.close());

describe("two receipts sent at once", () => {
  it("by a shopper one short of the day's limit: one is kept, the other refused", async () => {
    const email = "upload-race@example.com";
    const cookie = await signIn(ctx.app, email);
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await ctx.database.db
      .insert(receipts)
      .values(Array.from({ length: MAX_RECEIPTS_PER_DAY - 1 }, () => ({ userId: user!.id, status: "read" as const })));
    const photo = await drawNonReceipt();
    const upload = () => {
      const file = multipartFile(photo);
      return ctx.app.inject({
        method: "POST",
        url: "/api/receipts",
        payload: file.payload,
        headers: { ...file.headers, cookie },
      });
    };
    const answers = await Promise.all([upload(), upload()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([202, 429]);
    await ctx.app.deps.receiptReader.idle();
    expect(await ctx.database.db.select({ id: receipts.id }).from(receipts).where(eq(receipts.userId, user!.id))).toHaveLength(
      MAX_RECEIPTS_PER_DAY,
    );
  });
});

// PGlite runs one statement at a time, so only a server can show two transactions holding or waiting for a lock.
describe.runIf(inject("postgresTemplate"))("a shopper's upload lock on PostgreSQL", () => {
  it("holds off the same shopper's next upload, never another shopper's", async () => {
    const db = ctx.database.db;
    const [first, second] = ["7d2c0e1a-0000-4000-8000-000000000001", "7d2c0e1a-0000-4000-8000-000000000002"];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const uploading = db.transaction(async (tx) => {
      await lockShopper(tx, "receipt", first);
      locked();
      await held;
    });
    await isLocked;
    // A bounded wait, so a lock that is taken fails the statement instead of hanging the test.
    const lockWithin = (userId: string, timeout: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${timeout}'`));
        await lockShopper(tx, "receipt", userId);
      });
    try {
      await expect(lockWithin(second, "5s")).resolves.toBeUndefined();
      const refused = await lockWithin(first, "200ms").then(
        () => null,
        (error: unknown) => error as { cause?: { code?: string } },
      );
      expect(refused?.cause?.code).toBe("55P03"); // lock_not_available: the wait ran out
    } finally {
      release();
      await uploading;
    }
  });
});
