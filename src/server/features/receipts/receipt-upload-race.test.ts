import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../../tests/support/multipart";
import { drawNonReceipt } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_RECEIPTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { receipts, users } from "../../db/schema/index";
import type { OcrPort } from "../../integrations/ocr/port";

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
