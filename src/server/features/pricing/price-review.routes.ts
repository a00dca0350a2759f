import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../domain/contracts/common";
import {
  heldPriceReportListSchema,
  priceReportReviewResponseSchema,
  priceReportReviewSchema,
} from "../../../domain/contracts/price-review";
import { receiptParamsSchema } from "../../../domain/contracts/receipts";
import { requireAdmin } from "../../plugins/guards";
import { heldReports, receiptImage, reviewReport } from "./price-review.service";

/** Admin-only review of held shopper price reports (issue 15, decision 028); checked before the body is read. */
export const priceReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get("/api/admin/price-reports", { schema: { response: { 200: heldPriceReportListSchema } } }, async (request, reply) => {
    requireAdmin(request);
    reply.header("cache-control", "private, no-store");
    return heldReports(db);
  });

  app.post(
    "/api/admin/price-reports/:id/review",
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: { params: idParamsSchema, body: priceReportReviewSchema, response: { 200: priceReportReviewResponseSchema } },
    },
    async (request) => reviewReport(db, requireAdmin(request), request.params.id, request.body.decision),
  );

  // The photo behind a held receipt price (issue 32: the proof is visible to admins in the review queue; decision 064).
  app.get(
    "/api/admin/receipts/:id/image",
    { preValidation: async (request) => void requireAdmin(request), schema: { params: receiptParamsSchema } },
    async (request, reply) => {
      const image = await receiptImage(db, requireAdmin(request), request.params.id);
      reply.header("cache-control", "private, no-store").header("content-disposition", "inline").type("image/jpeg");
      return image;
    },
  );
};
