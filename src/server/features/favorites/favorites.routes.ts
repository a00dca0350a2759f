import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamSchema, idParamsSchema, okSchema } from "../../../domain/contracts/common";
import {
  favoriteToggleResponseSchema,
  favoriteUpdateSchema,
  favoritesAddToCartSchema,
  favoritesAddedSchema,
  favoritesResponseSchema,
} from "../../../domain/contracts/favorites";
import { requirePremium } from "../../plugins/guards";
import { addFavoritesToCart, getFavorites, removeFavorite, toggleFavorite, updateFavorite } from "./favorites.service";

/** Spec §7 favorites calls; Premium only (403 otherwise), and only the caller's own rows (404 otherwise). */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Before validation, so a free user or a visitor learns about the plan, not about their input.
  app.addHook("preValidation", async (request) => {
    requirePremium(request);
  });

  app.get("/api/favorites", { schema: { response: { 200: favoritesResponseSchema } } }, async (request, reply) => {
    const user = requirePremium(request);
    reply.header("cache-control", "private, no-store");
    return getFavorites(db, user.id);
  });

  app.post(
    "/api/favorites/toggle/:itemId",
    { schema: { params: z.object({ itemId: idParamSchema }), response: { 200: favoriteToggleResponseSchema } } },
    async (request) => toggleFavorite(db, requirePremium(request).id, request.params.itemId),
  );

  app.post(
    "/api/favorites/add-to-cart",
    { schema: { body: favoritesAddToCartSchema, response: { 200: favoritesAddedSchema } } },
    async (request) => addFavoritesToCart(db, requirePremium(request).id, request.body?.favoriteIds),
  );

  app.patch(
    "/api/favorites/:id",
    { schema: { params: idParamsSchema, body: favoriteUpdateSchema, response: { 200: okSchema } } },
    async (request) => {
      await updateFavorite(db, requirePremium(request).id, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  app.delete("/api/favorites/:id", { schema: { params: idParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await removeFavorite(db, requirePremium(request).id, request.params.id);
    return { ok: true as const };
  });
};
