import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { MISSING_PHOTO_NOT_FOUND, type MissingProduct } from "../../../domain/contracts/missing-products";
import { chains, missingProducts, stores } from "../../db/schema/index";

// Issue 32: an unknown barcode goes to a queue of missing products with its photo; a receipt line marked "not in
// catalog" too. Admins see the queue grouped by product, the most asked-for first, and never who sent it.

const ADMIN = "missing-admin@example.com";
let ctx: TestContext;
let admin: string;
let store: { id: number; chain: string };
beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: ADMIN });
  const [row] = await ctx.database.db
    .select({ id: stores.id, chain: chains.name })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .limit(1);
  store = row!;
  admin = await signIn(ctx.app, ADMIN);
});
afterAll(() => ctx.close());

const userIdOf = async (email: string) => {
  const cookie = await signIn(ctx.app, email);
  return ((await ctx.app.inject({ url: "/api/auth/user", headers: { cookie } })).json() as { id: string }).id;
};
const photo = (r: number) =>
  sharp({ create: { width: 20, height: 30, channels: 3, background: { r, g: 200, b: 200 } } })
    .jpeg()
    .toBuffer();
const queue = async (query = "", cookie = admin) => ctx.app.inject({ url: `/api/admin/missing-products${query}`, headers: { cookie } });

describe("the missing-products queue", () => {
  it("groups every shopper's report of one product, the most shoppers first, with its newest photo and no shopper named", async () => {
    const [ann, bob, cat] = await Promise.all(["mp-ann@example.com", "mp-bob@example.com", "mp-cat@example.com"].map(userIdOf));
    const older = await photo(10);
    const newer = await photo(250);
    const day = 86_400_000;
    const rows = await ctx.database.db
      .insert(missingProducts)
      .values([
        { userId: ann!, source: "barcode", gtin: "04006381333931", photo: older, storeId: store.id, createdAt: new Date(Date.now() - 2 * day) },
        { userId: bob!, source: "barcode", gtin: "04006381333931", photo: newer, storeId: store.id, createdAt: new Date(Date.now() - day) },
        { userId: cat!, source: "barcode", gtin: "04006381333931", photo: null, createdAt: new Date() },
        { userId: ann!, source: "receipt", text: "VITAL FRMS EGGS", cents: 699, storeId: store.id },
        { userId: bob!, source: "receipt", text: "Vital Frms Eggs", cents: 699 },
      ])
      .returning({ id: missingProducts.id });

    const res = await queue();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).not.toMatch(/mp-(ann|bob|cat)|userId/);
    const listed = res.json() as MissingProduct[];
    expect(listed.slice(0, 2)).toEqual([
      {
        source: "barcode",
        gtin: "04006381333931",
        text: null,
        shoppers: 3,
        chains: [store.chain],
        firstSentAt: expect.any(String),
        lastSentAt: expect.any(String),
        lastSentOn: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
        photoId: rows[1]!.id,
      },
      expect.objectContaining({ source: "receipt", gtin: null, text: "VITAL FRMS EGGS", shoppers: 2, chains: [store.chain], photoId: null }),
    ]);
    expect(Date.parse(listed[0]!.lastSentAt)).toBeGreaterThan(Date.parse(listed[0]!.firstSentAt));

    expect(((await queue("?source=receipt")).json() as MissingProduct[]).every((p) => p.source === "receipt")).toBe(true);
    expect((await queue("?source=shelf")).statusCode).toBe(400);

    const shown = await ctx.app.inject({ url: `/api/admin/missing-products/${rows[1]!.id}/photo`, headers: { cookie: admin } });
    expect([shown.statusCode, shown.headers["content-type"]]).toEqual([200, "image/jpeg"]);
    expect(Buffer.compare(shown.rawPayload, newer)).toBe(0);
  });

  it("answers 404 for a photo dropped after its retention or never kept, 403 to a shopper, 401 to a visitor", async () => {
    const userId = await userIdOf("mp-dan@example.com");
    const [row] = await ctx.database.db
      .insert(missingProducts)
      .values({ userId, source: "barcode", gtin: "05901234123457", photo: null })
      .returning({ id: missingProducts.id });
    const dropped = await ctx.app.inject({ url: `/api/admin/missing-products/${row!.id}/photo`, headers: { cookie: admin } });
    expect([dropped.statusCode, dropped.json()]).toEqual([404, { message: MISSING_PHOTO_NOT_FOUND }]);
    const shopper = await signIn(ctx.app, "mp-dan@example.com");
    expect((await queue("", shopper)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: "/api/admin/missing-products" })).statusCode).toBe(401);
  });
});
