import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pricingStatusSchema } from "../../../domain/contracts/catalog";
import { priceReportResponseSchema, priceReportSchema, priceSourcesResponseSchema } from "../../../domain/contracts/pricing";
import { requireUser } from "../../plugins/guards";
import { reportPrice } from "./price-reports.service";
import { listPriceSources } from "./price-mix.service";
import { pricingStatus } from "./pricing.service";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get("/api/pricing-status", { schema: { response: { 200: pricingStatusSchema } } }, async () =>
    pricingStatus(app.deps.config, db),
  );
  app.get("/api/price-sources", { schema: { response: { 200: priceSourcesResponseSchema } } }, async () => listPriceSources(db));
  // A shopper's shelf price for an item at a store (issue 15); signed-in only, checked before the body.
  app.post(
    "/api/price-reports",
    {
      preValidation: async (request) => void requireUser(request),
      schema: { body: priceReportSchema, response: { 201: priceReportResponseSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.code(201);
      return reportPrice(db, user.id, request.body, new Date());
    },
  );
};
