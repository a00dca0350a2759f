import { eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodePhoto } from "../../../../tests/support/barcode-image";
import { multipartFile } from "../../../../tests/support/multipart";
import { drawNonReceipt } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_MISSING_PRODUCTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { groceryItems, missingProducts, prices } from "../../db/schema/index";
import { NO_BARCODE_PHOTO } from "./receipts.routes";

// Issue 32 item 3: a photo of a barcode finds its item; an unknown one joins the missing products with its photo;
// a price reported with the scanned barcode is "seen on a shelf tag".

// The words a shopper reads, written out (not imported) so a change to them is a change a test sees.
const NO_BARCODE =
  "No barcode could be read in this photo. Please take it again with the whole barcode in the frame, flat and in good light.";
const NOT_THIS_ITEM = "This barcode belongs to another product. Please scan the barcode of the item you are reporting.";
const SCAN_EXPIRED = "This scan has expired. Please scan the barcode again.";
const DAILY_MISSING = `You can send up to ${MAX_MISSING_PRODUCTS_PER_DAY} products we don't know yet a day. Please try again tomorrow.`;
const ALREADY_SENT =
  "This product is not in our catalog yet. You already sent us its barcode and photo: thank you, we will add it.";

let ctx: TestContext;
let jif: { id: number; name: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const [row] = await ctx.database.db
    .select({ id: groceryItems.id, name: groceryItems.name })
    .from(groceryItems)
    .where(eq(groceryItems.key, "creamy-peanut-butter-jif-16-oz"));
  jif = row!;
});
afterAll(() => ctx.close());

const scan = (cookie: string | undefined, bytes: Buffer, options?: Parameters<typeof multipartFile>[1]) => {
  const file = multipartFile(bytes, options);
  return ctx.app.inject({
    method: "POST",
    url: "/api/barcodes",
    payload: file.payload,
    headers: { ...file.headers, ...(cookie ? { cookie } : {}) },
  });
};
const userIdOf = async (cookie: string) =>
  ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
const missingOf = async (userId: string) =>
  ctx.database.db.select().from(missingProducts).where(eq(missingProducts.userId, userId));

describe("POST /api/barcodes", () => {
  it("reads the barcode in a turned, blurred photo and finds the item by the catalog's known code", async () => {
    const cookie = await signIn(ctx.app, "scanner@example.com");
    const res = await scan(cookie, await barcodePhoto("051500255162", { format: "upca", degrees: 4 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gtin: "00051500255162",
      item: { id: jif.id, name: jif.name },
      message: expect.stringContaining("Found"),
    });
    // A photo with the bars lying down is read too.
    expect((await scan(cookie, await barcodePhoto("051500255162", { format: "upca", degrees: 90 }))).json().item.id).toBe(jif.id);
  });

  it("finds an item by the barcode stored with it, in another spelling of the code", async () => {
    const cookie = await signIn(ctx.app, "column@example.com");
    const [target] = await ctx.database.db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(ne(groceryItems.id, jif.id))
      .limit(1);
    // Stored as EAN-13; printed on the pack as UPC-A.
    await ctx.database.db.update(groceryItems).set({ barcode: "0036000291452" }).where(eq(groceryItems.id, target!.id));
    expect((await scan(cookie, await barcodePhoto("036000291452", { format: "upca" }))).json()).toMatchObject({
      item: { id: target!.id },
    });
  });

  it("keeps an unknown product's barcode and photo (without metadata) for the catalog team, at most a day's share", async () => {
    const cookie = await signIn(ctx.app, "unknown@example.com");
    const userId = await userIdOf(cookie);
    const photo = await sharp(await barcodePhoto("4006381333931"))
      .withMetadata({ exif: { IFD0: { Make: "PhoneCo", Copyright: "secret place" } } })
      .jpeg()
      .toBuffer();
    const res = await scan(cookie, photo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gtin: "04006381333931",
      item: null,
      message: expect.stringContaining("not in our catalog yet"),
    });
    const [kept] = await missingOf(userId);
    expect(kept).toMatchObject({ source: "barcode", gtin: "04006381333931" });
    const metadata = await sharp(Buffer.from(kept!.photo!)).metadata();
    expect([metadata.format, metadata.exif]).toEqual(["jpeg", undefined]);

    // Receipt lines marked "not in catalog" do not count toward the barcodes' share.
    await ctx.database.db.insert(missingProducts).values(
      Array.from({ length: MAX_MISSING_PRODUCTS_PER_DAY }, () => ({
        userId,
        source: "receipt" as const,
        text: "MYSTERY ITEM",
      })),
    );
    expect((await scan(cookie, await barcodePhoto("9780201379624"))).json()).toMatchObject({ item: null });
    await ctx.database.db.insert(missingProducts).values(
      Array.from({ length: MAX_MISSING_PRODUCTS_PER_DAY - 2 }, (_, i) => ({
        userId,
        source: "barcode" as const,
        gtin: String(i + 1).padStart(14, "0"),
      })),
    );
    const over = await scan(cookie, await barcodePhoto("5901234123457"));
    expect([over.statusCode, over.json()]).toEqual([429, { message: DAILY_MISSING }]);
    expect(await missingOf(userId)).toHaveLength(2 * MAX_MISSING_PRODUCTS_PER_DAY);
    // A known product is still found past the limit: only what is kept counts.
    expect((await scan(cookie, await barcodePhoto("051500255162", { format: "upca" }))).statusCode).toBe(200);
  });

  it("keeps an unknown product once per shopper: the same barcode again is answered, not kept again nor counted", async () => {
    const cookie = await signIn(ctx.app, "same-unknown@example.com");
    const userId = await userIdOf(cookie);
    const photo = await barcodePhoto("4006381333931");
    for (let i = 0; i < 3; i += 1) {
      const res = await scan(cookie, photo);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ gtin: "04006381333931", item: null });
    }
    expect((await scan(cookie, photo)).json().message).toBe(ALREADY_SENT);
    expect((await missingOf(userId)).map((row) => row.gtin)).toEqual(["04006381333931"]);
    // Another shopper's photo of the same product is theirs to send.
    const other = await signIn(ctx.app, "same-unknown-too@example.com");
    expect((await scan(other, photo)).json().message).toContain("not in our catalog yet");
    expect(await missingOf(await userIdOf(other))).toHaveLength(1);
  });

  it("refuses a photo with no barcode, a file that is no image, a missing file and a visitor, keeping nothing", async () => {
    const cookie = await signIn(ctx.app, "no-barcode@example.com");
    const blank = await scan(cookie, await drawNonReceipt());
    expect([blank.statusCode, blank.json()]).toEqual([422, { message: NO_BARCODE }]);
    const text = await scan(cookie, Buffer.from("not an image at all"), { contentType: "text/plain", filename: "a.txt" });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/JPEG, PNG or WebP/);
    const wrongField = await scan(cookie, await barcodePhoto("4006381333931"), { field: "photo" });
    expect([wrongField.statusCode, wrongField.json()]).toEqual([400, { message: NO_BARCODE_PHOTO }]);
    expect(await missingOf(await userIdOf(cookie))).toEqual([]);
    expect((await scan(undefined, await barcodePhoto("4006381333931"))).statusCode).toBe(401);
  });
});

describe("a price reported with the scan's token", () => {
  it("is seen on a shelf tag when the scan is the shopper's own and of the item; anything else is refused and saves nothing", async () => {
    const cookie = await signIn(ctx.app, "shelf-tag@example.com");
    const other = await signIn(ctx.app, "other-scanner@example.com");
    const [store] = (await ctx.app.inject({ url: "/api/stores?lat=40.4406&lng=-79.9959&maxDistance=5" })).json() as {
      id: number;
    }[];
    const report = (scanToken: string, itemId = jif.id) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/price-reports",
        headers: { cookie },
        payload: { itemId, storeId: store!.id, price: "3.79", scanToken },
      });
    const jifPhoto = await barcodePhoto("051500255162", { format: "upca" });
    const token = (await scan(cookie, jifPhoto)).json().scanToken as string;
    const othersToken = (await scan(other, jifPhoto)).json().scanToken as string;
    const [gtin, expires, mac] = token.split(".");
    const userId = await userIdOf(cookie);

    const [anotherItem] = await ctx.database.db
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(ne(groceryItems.id, jif.id))
      .limit(1);
    for (const [bad, message, itemId] of [
      [othersToken, SCAN_EXPIRED, jif.id],
      [`${gtin}.${Date.now() - 1}.${mac}`, SCAN_EXPIRED, jif.id],
      [`00000000000000.${expires}.${mac}`, SCAN_EXPIRED, jif.id],
      ["051500255162", SCAN_EXPIRED, jif.id],
      [token, NOT_THIS_ITEM, anotherItem!.id],
    ] as const) {
      const res = await report(bad, itemId);
      expect([res.statusCode, res.json()], bad).toEqual([400, { message }]);
    }
    expect(await ctx.database.db.select().from(prices).where(eq(prices.reportedBy, userId))).toEqual([]);

    const res = await report(token);
    expect(res.statusCode).toBe(201);
    const [saved] = await ctx.database.db.select().from(prices).where(eq(prices.reportedBy, userId));
    expect(saved!.sourceRef).toBe("shelf-tag:00051500255162");
    await ctx.app.inject({
      method: "PUT",
      url: "/api/preferences",
      headers: { cookie },
      payload: { location: null, radiusMiles: 25, selectedStoreIds: [store!.id] },
    });
    await ctx.app.inject({ method: "POST", url: "/api/cart", headers: { cookie }, payload: { itemId: jif.id } });
    const cart = (await ctx.app.inject({ url: "/api/cart", headers: { cookie } })).json() as {
      itemId: number;
      storePrices: { price: string; sourceLabel: string }[];
    }[];
    expect(cart.find((entry) => entry.itemId === jif.id)!.storePrices[0]).toMatchObject({
      price: "3.79",
      sourceLabel: expect.stringMatching(/^Seen on a shelf tag, /),
    });
  });
});
