import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  priceContributionsSchema,
  priceReportResponseSchema,
  priceReportSchema,
  SHOPPERS_USING_SHOWN_FROM,
} from "../../../domain/contracts/pricing";
import { requireUser } from "../../plugins/guards";
import { countContributions } from "./price-reports.repository";
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
      return reportPrice(db, app.deps.sessionSecret, reporter, request.body, new Date());
    },
  );

  // What the shopper's own prices gave back (issue 32), for the account screen.
  app.get("/api/price-reports/mine", { schema: { response: { 200: priceContributionsSchema } } }, async (request, reply) => {
    const user = requireUser(request);
    reply.header("cache-control", "private, no-store");
    const counts = await countContributions(db, user.id);
    const fewShoppers = counts.shoppersUsing > 0 && counts.shoppersUsing < SHOPPERS_USING_SHOWN_FROM;
    return { ...counts, shoppersUsing: fewShoppers ? null : counts.shoppersUsing };
  });
};
