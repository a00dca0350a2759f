import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, okSchema } from "../../../domain/contracts/common";
import {
  createRecurringOrderSchema,
  recurringOrderSchema,
  recurringOrdersResponseSchema,
  transferToStoresResponseSchema,
  transferToStoresSchema,
  updateRecurringOrderSchema,
} from "../../../domain/contracts/recurring-orders";
import { requirePremium } from "../../plugins/guards";
import {
  createRecurringOrder,
  getRecurringOrders,
  removeRecurringOrder,
  setRecurringOrderActive,
  transferToStores,
} from "./recurring-orders.service";

/** Spec §7 recurring-order calls; Premium only (403 otherwise), and only the caller's own orders (404 otherwise). */
export const recurringOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  // Before validation, so a free user or a visitor learns about the plan, not about their input.
  app.addHook("preValidation", async (request) => {
    requirePremium(request);
  });

  app.get("/api/recurring-orders", { schema: { response: { 200: recurringOrdersResponseSchema } } }, async (request, reply) => {
    const user = requirePremium(request);
    reply.header("cache-control", "private, no-store");
    return getRecurringOrders(db, user.id);
  });

  app.post(
    "/api/recurring-orders",
    { schema: { body: createRecurringOrderSchema, response: { 201: recurringOrderSchema } } },
    async (request, reply) => reply.status(201).send(await createRecurringOrder(db, requirePremium(request).id, request.body)),
  );

  app.patch(
    "/api/recurring-orders/:id",
    { schema: { params: idParamsSchema, body: updateRecurringOrderSchema, response: { 200: recurringOrderSchema } } },
    async (request) => setRecurringOrderActive(db, requirePremium(request).id, request.params.id, request.body.isActive),
  );

  app.delete(
    "/api/recurring-orders/:id",
    { schema: { params: idParamsSchema, response: { 200: okSchema } } },
    async (request) => {
      await removeRecurringOrder(db, requirePremium(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/recurring-orders/:id/transfer-to-stores",
    { schema: { params: idParamsSchema, body: transferToStoresSchema, response: { 200: transferToStoresResponseSchema } } },
    async (request) => transferToStores(db, requirePremium(request).id, request.params.id, request.body.storeIds),
  );
};
