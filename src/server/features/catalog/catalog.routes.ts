import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { groceryItemSchema, searchQuerySchema } from "../../../domain/contracts/catalog";
import { searchItems } from "./catalog-search.repository";
import { listItems } from "./catalog.repository";

const SEARCH_LIMIT = 48;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get("/api/grocery-items", { schema: { response: { 200: z.array(groceryItemSchema) } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return listItems(db);
  });

  app.get(
    "/api/grocery-items/search",
    { schema: { querystring: searchQuerySchema, response: { 200: z.array(groceryItemSchema) } } },
    async (request) => searchItems(db, request.query.q, SEARCH_LIMIT),
  );
};
