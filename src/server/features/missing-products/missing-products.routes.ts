import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../domain/contracts/common";
import {
  MISSING_PHOTO_NOT_FOUND,
  missingProductListSchema,
  missingProductsQuerySchema,
  type MissingProduct,
} from "../../../domain/contracts/missing-products";
import { describeObservedAt } from "../../../domain/pricing/provenance";
import { HttpError } from "../../plugins/errors";
import { requireAdmin } from "../../plugins/guards";
import { findMissingProductPhoto, listMissingProducts } from "./missing-products.repository";

const iso = (at: Date | string | null) => new Date(at ?? 0).toISOString();

/**
 * Admin-only view of the missing-products queue (issue 32, decision 070): unknown barcodes and receipt lines marked
 * "not in catalog", grouped by product, with the newest photo kept; checked before the query is read.
 */
export const missingProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get(
    "/api/admin/missing-products",
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: { querystring: missingProductsQuerySchema, response: { 200: missingProductListSchema } },
    },
    async (request, reply) => {
      requireAdmin(request);
      const rows = await listMissingProducts(db, request.query.source);
      reply.header("cache-control", "private, no-store");
      return rows.map(
        (row): MissingProduct => ({
          source: row.source,
          gtin: row.gtin,
          text: row.gtin === null ? row.text : null,
          shoppers: Number(row.shoppers),
          chains: row.chains ?? [],
          firstSentAt: iso(row.firstSentAt),
          lastSentAt: iso(row.lastSentAt),
          lastSentOn: describeObservedAt(new Date(iso(row.lastSentAt)), "moment"),
          photoId: row.photoId === null ? null : Number(row.photoId),
        }),
      );
    },
  );

  app.get(
    "/api/admin/missing-products/:id/photo",
    { preValidation: async (request) => void requireAdmin(request), schema: { params: idParamsSchema } },
    async (request, reply) => {
      requireAdmin(request);
      const photo = await findMissingProductPhoto(db, request.params.id);
      if (!photo) throw new HttpError(404, MISSING_PHOTO_NOT_FOUND);
      reply.header("cache-control", "private, no-store").header("content-disposition", "inline").type("image/jpeg");
      return Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength);
    },
  );
};
