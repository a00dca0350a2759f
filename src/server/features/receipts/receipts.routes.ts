import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  barcodeScanSchema,
  confirmReceiptResponseSchema,
  confirmReceiptSchema,
  receiptCreatedSchema,
  receiptParamsSchema,
  receiptSchema,
} from "../../../domain/contracts/receipts";
import { MAX_RECEIPT_BYTES } from "../../../domain/receipts/receipt-rules";
import { requireUser } from "../../plugins/guards";
import { HttpError } from "../../plugins/errors";
import { perClientLimit } from "../../plugins/rate-limit";
import { reporterNetwork } from "../price-reports/reporter-network";
import { scanBarcode } from "./barcodes.service";
import { confirmReceipt, getReceipt, uploadReceipt } from "./receipts.service";

export const NO_PHOTO = 'Please attach a photo of the receipt (form field "image").';
export const NO_BARCODE_PHOTO = 'Please attach a photo of the barcode (form field "image").';
export const TOO_LARGE = "This photo is larger than 10 MB. Please choose a smaller one.";

export const BROKEN_UPLOAD = "The upload could not be read. Please choose the photo again.";

/** A multipart error as the shopper should hear it: too large, or a broken upload (never a 500). */
function uploadError(error: unknown, noPhoto: string): Error {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE") return new HttpError(413, TOO_LARGE);
  if (code === "FST_INVALID_MULTIPART_CONTENT_TYPE") return new HttpError(400, noPhoto);
  if (error instanceof HttpError || (statusCode !== undefined && statusCode >= 400 && statusCode < 500)) return error as Error;
  // busboy's own errors (a boundary that never comes, a form cut short) carry no status.
  return new HttpError(400, BROKEN_UPLOAD);
}

/** The one file of a multipart upload, field `image`, as bytes; clear 4xx for anything else. */
async function uploadedImage(request: FastifyRequest, noPhoto = NO_PHOTO): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 4, parts: 5 } });
    if (!file || file.fieldname !== "image") throw new HttpError(400, noPhoto);
    return await file.toBuffer();
  } catch (error) {
    throw uploadError(error, noPhoto);
  }
}

/** Receipts as a price source (issue 32, decision 056). Multipart is accepted by these routes only. */
export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const reader = app.deps.receiptReader;
  await app.register(multipart, { limits: { fileSize: MAX_RECEIPT_BYTES } });
  // Signed-in only, checked before the photo is read.
  const signedIn = { preValidation: async (request: FastifyRequest) => void requireUser(request) };

  // Each photo is decoded before the daily limit can count it (a refused one leaves no row): at most 20 a minute a
  // client, besides two decoded at a time per instance (receipt-image.ts; review R25).
  const photoRateLimit = perClientLimit(app.deps.config, 20);
  app.post(
    "/api/receipts",
    { ...signedIn, config: photoRateLimit, schema: { response: { 202: receiptCreatedSchema } } },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await uploadReceipt(db, user.id, await uploadedImage(request), new Date());
      reader.kick();
      reply.code(202);
      return created;
    },
  );

  app.get(
    "/api/receipts/:id",
    { ...signedIn, schema: { params: receiptParamsSchema, response: { 200: receiptSchema } } },
    async (request) => getReceipt(db, requireUser(request).id, request.params.id),
  );

  app.post(
    "/api/receipts/:id/confirm",
    {
      ...signedIn,
      schema: { params: receiptParamsSchema, body: confirmReceiptSchema, response: { 200: confirmReceiptResponseSchema } },
    },
    async (request) => {
      const reporter = { accountId: requireUser(request).id, network: reporterNetwork(request.ip, app.deps.sessionSecret) };
      return confirmReceipt(db, reporter, request.params.id, request.body, new Date());
    },
  );

  // The barcode on a pack or shelf tag, read from a photo on the server (zxing), and the item it is (issue 32 item 3).
  // Each photo costs a decode on the event loop: besides one at a time (barcode-reader.ts), at most 20 a minute a client.
  app.post(
    "/api/barcodes",
    { ...signedIn, config: photoRateLimit, schema: { response: { 200: barcodeScanSchema } } },
    async (request) =>
      scanBarcode(
        db,
        app.deps.sessionSecret,
        requireUser(request).id,
        await uploadedImage(request, NO_BARCODE_PHOTO),
        new Date(),
      ),
  );
};
