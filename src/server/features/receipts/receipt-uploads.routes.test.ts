import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_RECEIPTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { receipts, users } from "../../db/schema/index";
import { multipartFile } from "../../../../tests/support/multipart";
import { drawNonReceipt, drawReceipt, receiptLines as linesOf } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import {
  HEIC_IMAGE,
  MAX_WAITING_RECEIPTS,
  PHOTO_TOO_LARGE,
  prepareReceiptImage,
  RECEIPTS_BUSY,
  TOO_BLURRY,
  UNSUPPORTED_IMAGE,
} from "./receipt-image";
import { BROKEN_UPLOAD, NO_PHOTO, TOO_LARGE } from "./receipts.routes";

// POST /api/receipts (issue 32): what an upload refuses, what of a photo is kept, and the daily limit. Reading and
// saving a receipt's prices, and whose receipt it is, are in receipts.routes.test.ts.

// The one test here that waits for the OCR (tesseract.js) allows for a busy machine.
const READING = { timeout: 180_000 };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const upload = (cookie: string | undefined, file: ReturnType<typeof multipartFile>, remoteAddress = "127.0.0.1") =>
  ctx.app.inject({
    method: "POST",
    url: "/api/receipts",
    remoteAddress,
    payload: file.payload,
    headers: { ...file.headers, ...(cookie ? { cookie } : {}) },
  });

describe("what a receipt upload refuses", () => {
  const receiptCount = async (email: string) => {
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return (await ctx.database.db.select().from(receipts).where(eq(receipts.userId, user!.id))).length;
  };

  it("refuses a blurred photo, a file that is no image, a HEIC photo, no photo and a photo over 10 MB, and keeps nothing", async () => {
    const email = "careless@example.com";
    const cookie = await signIn(ctx.app, email);
    const blurred = await drawReceipt({ lines: linesOf(["GIANT EAGLE"], "11/26/2026", [["MILK", "3.49"]]), blur: 4 });
    const cases: [ReturnType<typeof multipartFile>, number, string][] = [
      [multipartFile(blurred), 422, TOO_BLURRY],
      [multipartFile(Buffer.from("just some text"), { contentType: "image/jpeg" }), 400, UNSUPPORTED_IMAGE],
      [
        multipartFile(
          await sharp({ create: { width: 400, height: 400, channels: 3, background: "#fff" } })
            .gif()
            .toBuffer(),
        ),
        400,
        UNSUPPORTED_IMAGE,
      ],
      [multipartFile(Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.alloc(64)])), 400, HEIC_IMAGE],
      [multipartFile(blurred, { field: "photo" }), 400, NO_PHOTO],
      [multipartFile(Buffer.alloc(10 * 1024 * 1024 + 1)), 413, TOO_LARGE],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(cookie, file);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    // A form whose boundary never comes (the fuzz test's case: it was a 500).
    const lost = multipartFile(blurred);
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/receipts",
      payload: lost.payload,
      headers: { cookie, "content-type": "multipart/form-data; boundary=x" },
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, BROKEN_UPLOAD]);
    const json = await ctx.app.inject({ method: "POST", url: "/api/receipts", headers: { cookie }, payload: { image: "x" } });
    expect([json.statusCode, json.json().message]).toEqual([400, NO_PHOTO]);
    expect(await receiptCount(email)).toBe(0);
  });

  it("keeps the photo without its EXIF data or location", READING, async () => {
    const cookie = await signIn(ctx.app, "exif@example.com");
    const photo = await sharp(await drawReceipt({ lines: linesOf(["GIANT EAGLE"], "11/26/2026", [["MILK", "3.49"]]) }))
      .withExif({ IFD0: { Make: "PhoneCo", Model: "P1" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(cookie, multipartFile(photo));
    const [row] = await ctx.database.db.select({ image: receipts.image }).from(receipts).where(eq(receipts.id, res.json().id));
    const kept = await sharp(Buffer.from(row!.image!)).metadata();
    expect(kept.format).toBe("jpeg");
    expect(kept.exif).toBeUndefined();
    await ctx.app.deps.receiptReader.idle();
  });

  it("accepts 20 receipts a day from one shopper and refuses the 21st", async () => {
    const email = "busy@example.com";
    const cookie = await signIn(ctx.app, email);
    const [user] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Nineteen read earlier today (failed ones count too: each cost a reading).
    await ctx.database.db
      .insert(receipts)
      .values(Array.from({ length: 20 }, () => ({ userId: user!.id, status: "failed" as const })));
    const res = await upload(cookie, multipartFile(await drawNonReceipt()));
    expect([res.statusCode, res.json().message]).toEqual([
      429,
      `You can send up to ${MAX_RECEIPTS_PER_DAY} receipts a day. Please try again tomorrow.`,
    ]);
    expect(await receiptCount(email)).toBe(20);
  });

  // Review R25: a photo is decoded before the daily limit can count it, so its cost is bounded before decoding.
  it("refuses a photo with more pixels than a phone takes from its header, and keeps nothing", async () => {
    const email = "huge@example.com";
    const cookie = await signIn(ctx.app, email);
    // 30.25 MP of flat grey: a few hundred KB that would decode into 90 MB.
    const huge = await sharp({ create: { width: 5500, height: 5500, channels: 3, background: "#888" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(cookie, multipartFile(huge));
    expect([res.statusCode, res.json().message]).toEqual([422, PHOTO_TOO_LARGE]);
    expect(await receiptCount(email)).toBe(0);
  });

  it("decodes two photos at a time per instance, lets a few wait and tells the rest to try again", async () => {
    const calls = 2 + MAX_WAITING_RECEIPTS + 3;
    const results = await Promise.allSettled(Array.from({ length: calls }, () => prepareReceiptImage(Buffer.from("no image"))));
    const messages = results.map((result) => (result.status === "rejected" ? (result.reason as Error).message : "kept"));
    expect(messages.filter((message) => message === RECEIPTS_BUSY)).toHaveLength(3);
    expect(messages.filter((message) => message === UNSUPPORTED_IMAGE)).toHaveLength(2 + MAX_WAITING_RECEIPTS);
    // Once they are done, the next photo is decoded again.
    await expect(prepareReceiptImage(Buffer.from("no image"))).rejects.toThrow(UNSUPPORTED_IMAGE);
  });

  it("takes at most 20 photos a minute from one client, refused ones included", async () => {
    const cookie = await signIn(ctx.app, "hasty@example.com");
    const statuses: number[] = [];
    // A client of its own: the other tests' uploads here come from 127.0.0.1 within the same minute.
    for (let i = 0; i < 21; i++)
      statuses.push((await upload(cookie, multipartFile(Buffer.from("no image")), "198.51.100.7")).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
