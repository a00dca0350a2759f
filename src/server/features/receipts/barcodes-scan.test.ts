import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { barcodePhoto } from "../../../../tests/support/barcode-image";
import { multipartFile } from "../../../../tests/support/multipart";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MAX_MISSING_PRODUCTS_PER_DAY } from "../../../domain/receipts/receipt-rules";
import { groceryItems, missingProducts } from "../../db/schema/index";
import { itemByGtin, scannedGtin, scanToken } from "./barcodes.service";

// Decision 058: a scan token vouches for the GTIN the server read, for its shopper, for 30 minutes. Issue 32 item 3:
// the item a barcode is, in any of its printed spellings; an unknown product kept once, a day's share at most.

const SECRET = "a-test-secret-of-enough-length-0123456789";
const USER = "8b0c2f7e-1d2a-4b7e-9f3c-5a6d7e8f9a0b";
const GTIN = "00051500255162";
const t0 = new Date(Date.UTC(2031, 0, 10, 12));
const after = (ms: number) => new Date(t0.getTime() + ms);
const THIRTY_MINUTES = 30 * 60_000;
/** A token signed as the server signs one (decision 058's HMAC over shopper, GTIN and expiry), whatever its parts. */
const signed = (gtin: string, expires: string) =>
  `${gtin}.${expires}.${createHmac("sha256", SECRET).update(`shelf-tag:${USER}:${gtin}:${expires}`).digest("base64url")}`;

describe("a scan token", () => {
  it("vouches for its GTIN until 30 minutes after the scan, then no longer", () => {
    const token = scanToken(SECRET, USER, GTIN, t0);
    expect(scannedGtin(SECRET, USER, token, t0)).toBe(GTIN);
    expect(scannedGtin(SECRET, USER, token, after(THIRTY_MINUTES))).toBe(GTIN);
    expect(scannedGtin(SECRET, USER, token, after(THIRTY_MINUTES + 1))).toBeNull();
    // The same token is the server's own signature: its parts cannot be remade with another expiry.
    expect(signed(GTIN, String(t0.getTime() + THIRTY_MINUTES))).toBe(token);
  });

  it("vouches only for a 14-digit GTIN, even one signed with the server's key", () => {
    const expires = String(t0.getTime() + THIRTY_MINUTES);
    for (const gtin of ["051500255162", "000051500255162", "a00051500255162", "00051500255162x"])
      expect(scannedGtin(SECRET, USER, signed(gtin, expires), t0), gtin).toBeNull();
    expect(scannedGtin(SECRET, USER, signed(GTIN, expires), t0)).toBe(GTIN);
  });

  it("refuses an expiry that is no whole number of milliseconds, signed or not", () => {
    for (const expires of ["Infinity", "1e300", "9007199254740993"])
      expect(scannedGtin(SECRET, USER, signed(GTIN, expires), t0), expires).toBeNull();
  });

  it("refuses a cut or altered signature without failing", () => {
    const token = scanToken(SECRET, USER, GTIN, t0);
    expect(scannedGtin(SECRET, USER, token.slice(0, -5), t0)).toBeNull();
    expect(scannedGtin(SECRET, USER, `${token}AAAA`, t0)).toBeNull();
    expect(scannedGtin(SECRET, USER, token.split(".").slice(0, 2).join("."), t0)).toBeNull();
    expect(scannedGtin(SECRET, USER, GTIN, t0)).toBeNull();
    expect(scannedGtin(SECRET, "another-shopper", token, t0)).toBeNull();
  });
});

describe("scanning barcodes", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const scan = (cookie: string, bytes: Buffer) => {
    const file = multipartFile(bytes);
    return ctx.app.inject({ method: "POST", url: "/api/barcodes", payload: file.payload, headers: { ...file.headers, cookie } });
  };

  it("finds an item by its UPC-A in the GTIN-14's spellings, never by the code of a case (indicator digit 1)", async () => {
    const [other] = await ctx.database.db
      .update(groceryItems)
      .set({ barcode: "036000291452" })
      .where(eq(groceryItems.key, "large-eggs-giant-eagle-18-ct"))
      .returning({ id: groceryItems.id });
    expect((await itemByGtin(ctx.database.db, "00036000291452"))?.id).toBe(other!.id);
    expect(await itemByGtin(ctx.database.db, "10036000291452")).toBeUndefined();
    expect(await itemByGtin(ctx.database.db, "01036000291452")).toBeUndefined();
  });

  it("names the item found, and thanks a shopper for an unknown product kept", async () => {
    const cookie = await signIn(ctx.app, "scan-words@example.com");
    const found = await scan(cookie, await barcodePhoto("051500255162", { format: "upca" }));
    expect(found.json().message).toBe("Found Jif Creamy Peanut Butter 16 oz.");
    const unknown = await scan(cookie, await barcodePhoto("4006381333931"));
    expect(unknown.json().message).toBe(
      "This product is not in our catalog yet. We saved its barcode and photo so we can add it.",
    );
  });

  it("at the day's share, still answers a product the shopper already sent, and refuses a new one", async () => {
    const cookie = await signIn(ctx.app, "scan-share@example.com");
    const userId = ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
    const sent = await barcodePhoto("4006381333931");
    expect((await scan(cookie, sent)).statusCode).toBe(200);
    await ctx.database.db.insert(missingProducts).values(
      Array.from({ length: MAX_MISSING_PRODUCTS_PER_DAY - 1 }, (_, i) => ({
        userId,
        source: "barcode" as const,
        gtin: String(i + 1).padStart(14, "0"),
      })),
    );
    const again = await scan(cookie, sent);
    expect([again.statusCode, again.json().message]).toEqual([
      200,
      "This product is not in our catalog yet. You already sent us its barcode and photo: thank you, we will add it.",
    ]);
    const over = await scan(cookie, await barcodePhoto("5901234123457"));
    expect([over.statusCode, over.json()]).toEqual([
      429,
      { message: "You can send up to 30 products we don't know yet a day. Please try again tomorrow." },
    ]);
    expect(await ctx.database.db.select().from(missingProducts).where(eq(missingProducts.userId, userId))).toHaveLength(
      MAX_MISSING_PRODUCTS_PER_DAY,
    );
  });
});
