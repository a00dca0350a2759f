import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pricingStatusSchema } from "../../../domain/contracts/catalog";
import { pricingStatus } from "./pricing.service";

export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/pricing-status", { schema: { response: { 200: pricingStatusSchema } } }, async () => pricingStatus(app.deps.config));
};
