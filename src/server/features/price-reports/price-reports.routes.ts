import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { priceReportResponseSchema, priceReportSchema } from "../../../domain/contracts/pricing";
import { requireUser } from "../../plugins/guards";
import { reportPrice } from "./price-reports.service";
import { reporterNetwork } from "./reporter-network";

export const priceReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // A shopper's shelf price for an item at a store (issue 15); signed-in only, checked before the body.
  app.post(
    "/api/price-reports",
    {
      preValidation: async (request) => void requireUser(request),
      schema: { body: priceReportSchema, response: { 201: priceReportResponseSchema } },
    },
    async (request, reply) => {
      const reporter = { accountId: requireUser(request).id, network: reporterNetwork(request.ip, app.deps.sessionSecret) };
      reply.code(201);
      return reportPrice(db, reporter, request.body, new Date());
    },
  );
};
