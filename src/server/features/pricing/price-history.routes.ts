import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "../../../domain/contracts/common";
import { priceHistoryResponseSchema } from "../../../domain/contracts/price-history";
import { requireUser } from "../../plugins/guards";
import { getPriceHistory } from "./price-history.service";

/** An item's prices over time at each chain (issue 15 part 7); signed-in, as every catalog price is. */
export const priceHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    "/api/grocery-items/:id/price-history",
    {
      // Before validation, so a visitor learns they must sign in, not what a valid id is.
      preValidation: async (request) => void requireUser(request),
      schema: { params: idParamsSchema, response: { 200: priceHistoryResponseSchema } },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      reply.header("cache-control", "private, no-cache");
      return getPriceHistory(db, request.params.id, undefined, viewer.id);
    },
  );
};
