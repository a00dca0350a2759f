import { barcodePhoto } from "../../support/barcode-image";
import { drawNonReceipt } from "../../support/receipt-image";
import { multipartFile } from "../../support/multipart";
import { receiptLines, receipts } from "../../../src/server/db/schema/index";
import { signedIn, type Actor, type MatrixContext, type RouteGroup } from "../matrix";

/** Rows for receipts (issue 32): any signed-in shopper sends and confirms their own; another's answers 404. */

/** A read, unconfirmed receipt of `owner` with one line (made in the database: no OCR needed for the guard). */
async function readReceiptOf(ctx: MatrixContext, owner: Actor): Promise<{ id: string; lineId: number }> {
  const [receipt] = await ctx.db.insert(receipts).values({ userId: owner.id!, status: "read" }).returning({ id: receipts.id });
  const [line] = await ctx.db
    .insert(receiptLines)
    .values({ receiptId: receipt!.id, position: 0, text: "GE 2% MLK GAL", cents: 349 })
    .returning({ id: receiptLines.id });
  return { id: receipt!.id, lineId: line!.id };
}

let picture: Buffer | undefined;
let barcode: Buffer | undefined;
const today = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" });

export const receiptsRoutes: RouteGroup = {
  async seedVictim(ctx) {
    await readReceiptOf(ctx, ctx.victim);
  },
  rows: [
    {
      route: "POST /api/receipts",
      // A picture with no text: accepted (202), and its reading is quick (it fails: no receipt).
      request: async () => {
        picture ??= await drawNonReceipt();
        const file = multipartFile(picture);
        return { method: "POST", url: "/api/receipts", payload: file.payload, headers: file.headers };
      },
      expect: signedIn(202),
    },
    {
      route: "GET /api/receipts/:id",
      request: async (ctx, owner) => ({ url: `/api/receipts/${(await readReceiptOf(ctx, owner)).id}` }),
      expect: signedIn(200, 404),
    },
    {
      route: "POST /api/receipts/:id/confirm",
      request: async (ctx, owner) => {
        const { id, lineId } = await readReceiptOf(ctx, owner);
        return {
          method: "POST",
          url: `/api/receipts/${id}/confirm`,
          payload: { storeId: ctx.storeIds[0], purchasedOn: today(), lines: [{ id: lineId, itemId: ctx.itemIds[0] }] },
        };
      },
      expect: signedIn(200, 404),
    },
    {
      route: "POST /api/barcodes",
      // A known product's barcode: found, and nothing is kept (a photo names no one's rows, so no foreign case).
      request: async () => {
        barcode ??= await barcodePhoto("051500255162", { format: "upca" });
        const file = multipartFile(barcode);
        return { method: "POST", url: "/api/barcodes", payload: file.payload, headers: file.headers };
      },
      expect: signedIn(200),
    },
  ],
};
