import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { storeSchema, storesQuerySchema } from "../../../domain/contracts/catalog";
import { listStores } from "./stores.service";

export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get(
    "/api/stores",
    { schema: { querystring: storesQuerySchema, response: { 200: z.array(storeSchema) } } },
    async (request) => {
      const { lat, lng, maxDistance } = request.query;
      return listStores(db, lat !== undefined && lng !== undefined ? { lat, lng, maxDistance } : undefined);
    },
  );
};
