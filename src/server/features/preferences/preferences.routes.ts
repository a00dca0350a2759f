import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { preferencesSchema } from "../../../domain/contracts/catalog";
import { requireUser } from "../../plugins/guards";
import { getPreferences, savePreferences } from "./preferences.service";

export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  app.get("/api/preferences", { schema: { response: { 200: preferencesSchema } } }, async (request) =>
    getPreferences(db, requireUser(request).id),
  );
  app.put("/api/preferences", { schema: { body: preferencesSchema, response: { 200: preferencesSchema } } }, async (request) =>
    savePreferences(db, requireUser(request).id, request.body),
  );
};
