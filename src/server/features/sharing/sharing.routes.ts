import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "../../../domain/contracts/common";
import {
  copyToCartResultSchema,
  createdSharedListSchema,
  createSharedListSchema,
  mySharedListsSchema,
  sharedListParamsSchema,
  sharedListSchema,
} from "../../../domain/contracts/sharing";
import { requireUser } from "../../plugins/guards";
import { copySharedListToCart, deleteMySharedList, getSharedList, listMySharedLists, shareCart } from "./sharing.service";

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { publicUrl } = app.deps.config;

  app.post(
    "/api/shared-lists/from-cart",
    { schema: { body: createSharedListSchema, response: { 201: createdSharedListSchema } } },
    async (request, reply) => reply.status(201).send(await shareCart(db, publicUrl, requireUser(request).id, request.body)),
  );

  app.get("/api/shared-lists", { schema: { response: { 200: mySharedListsSchema } } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    return listMySharedLists(db, publicUrl, requireUser(request).id);
  });

  // Public: anyone with the link may read the list (owner by name only).
  app.get(
    "/api/shared-lists/:id",
    { schema: { params: sharedListParamsSchema, response: { 200: sharedListSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-cache").header("x-robots-tag", "noindex");
      return getSharedList(db, request.params.id);
    },
  );

  app.post(
    "/api/shared-lists/:id/copy-to-cart",
    { schema: { params: sharedListParamsSchema, response: { 200: copyToCartResultSchema } } },
    async (request) => copySharedListToCart(db, requireUser(request).id, request.params.id),
  );

  app.delete(
    "/api/shared-lists/:id",
    { schema: { params: sharedListParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await deleteMySharedList(db, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
