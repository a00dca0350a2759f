import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pricingStatusSchema } from "../../../domain/contracts/catalog";
import { priceSourcesResponseSchema } from "../../../domain/contracts/pricing";
import { listPriceSources } from "./price-mix.service";
import { pricingStatus } from "./pricing.service";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get("/api/pricing-status", { schema: { response: { 200: pricingStatusSchema } } }, async () =>
    pricingStatus(app.deps.config, db),
  );
  app.get("/api/price-sources", { schema: { response: { 200: priceSourcesResponseSchema } } }, async () => listPriceSources(db));
};
