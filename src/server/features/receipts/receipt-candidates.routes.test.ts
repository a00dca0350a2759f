import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../../tests/support/multipart";
import { giantEagleReceipt } from "../../../../tests/support/receipt-image";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import type { OcrLineResult, OcrPort } from "../../integrations/ocr/port";

// Review R13: a receipt is proof its chain sells what it lists, so an item priced nowhere yet (one a catalog import
// added, decision 062) is offered for a line it fits, below what the chain is known to sell; an item only other
// chains carry (decision 026) is not. The OCR is a stand-in answering fixed lines, so no reading takes seconds.

let ctx: TestContext;
let store: { id: number; address: string; zip: string; chainId: number };
let ocrLines: OcrLineResult[] = [];
const ocr: OcrPort = { read: async () => ocrLines, close: async () => {} };

beforeAll(async () => {
  ctx = await createTestApp({}, { ocr });
  const [row] = await ctx.database.db
    .select({ id: stores.id, address: stores.address, zip: stores.zip, chainId: stores.chainId })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(and(eq(chains.slug, "giant-eagle"), eq(stores.address, "1901 Murray Ave")));
  store = row!;
});
afterAll(() => ctx.close());

const text = (lines: string[]) => lines.map((line) => ({ text: line, confidence: 92 }));

async function read(lines: string[]) {
  ocrLines = text(lines);
  const cookie = await signIn(ctx.app, "receipt-candidates@example.com");
  const file = multipartFile(await giantEagleReceipt(store, "2026-11-20", 3));
  const res = await ctx.app.inject({ method: "POST", url: "/api/receipts", payload: file.payload, headers: { ...file.headers, cookie } });
  expect(res.statusCode, res.body).toBe(202);
  await ctx.app.deps.receiptReader.idle();
  const receipt = (await ctx.app.inject({ url: `/api/receipts/${(res.json() as { id: string }).id}`, headers: { cookie } })).json();
  return receipt as { status: string; storeId: number; lines: { text: string; itemId: number | null; candidates: { itemId: number }[] }[] };
}

/** A dozen eggs as a catalog import adds them (decision 062): no estimate, no price. */
async function importEggs(key: string, name: string, brand: string) {
  const [row] = await ctx.database.db
    .insert(groceryItems)
    .values({ key, name, brand, category: "Dairy", unit: "12 ct", size: 12, sizeUnit: "ct" })
    .returning({ id: groceryItems.id });
  return row!;
}

const header = (lines: string[]) => [
  "GIANT EAGLE",
  "1901 MURRAY AVE",
  `PITTSBURGH PA ${store.zip}`,
  "11/20/2026 14:32",
  ...lines,
  "SUBTOTAL                    12.28",
  "TOTAL                       12.28",
];

describe("the items a receipt line is offered", () => {
  it("include an imported item priced nowhere yet, and never an item only other chains carry", async () => {
    const imported = await importEggs("gtin-00850000429017", "Pasture Raised Large Brown Eggs", "Vital Farms");
    const receipt = await read(header(["VITAL FARMS PSTR BRWN EGGS     6.99", "GE 2% MLK GAL               3.29"]));
    expect(receipt).toMatchObject({ status: "read", storeId: store.id });
    expect(receipt.lines.map((line) => line.itemId)[0]).toBe(imported.id);

    const offered = [...new Set(receipt.lines.flatMap((line) => line.candidates.map((c) => c.itemId)))];
    const pricedHere = await ctx.database.db
      .selectDistinct({ itemId: prices.itemId })
      .from(prices)
      .where(and(eq(prices.chainId, store.chainId), inArray(prices.itemId, offered), eq(prices.status, "trusted")));
    const here = new Set(pricedHere.map((row) => row.itemId));
    expect(offered.filter((id) => !here.has(id))).toEqual([imported.id]);
  });

  // Review R21: an imported item has no assortment, so its price at one chain says nothing of the others.
  it("still include an imported item another chain has a trusted price for", async () => {
    const imported = await importEggs("gtin-00850000429024", "Pasture Raised Large White Eggs", "Happy Hens");
    const [aldi] = await ctx.database.db.select({ id: chains.id }).from(chains).where(eq(chains.slug, "aldi"));
    await ctx.database.db.insert(prices).values({
      itemId: imported.id,
      chainId: aldi!.id,
      cents: 599,
      source: "import",
      sourceRef: "csv:prices.csv:2",
      observedAt: new Date("2026-11-01T00:00:00Z"),
      observedPrecision: "day",
    });
    const receipt = await read(header(["HAPPY HENS PSTR WHT EGGS       6.49", "GE 2% MLK GAL               3.29"]));
    expect(receipt).toMatchObject({ status: "read", storeId: store.id });
    expect(receipt.lines[0]!.itemId).toBe(imported.id);
  });
});
