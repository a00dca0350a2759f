import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartAddSchema, cartResponseSchema, cartUpdateSchema, idParamSchema } from "../../../domain/contracts/catalog";
import { requireUser } from "../../plugins/guards";
import { addToCart, changeQuantity, clearCart, getCart, removeFromCart } from "./cart.service";

const okSchema = z.object({ ok: z.literal(true) });

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  app.get("/api/cart", { schema: { response: { 200: cartResponseSchema } } }, async (request) => getCart(db, requireUser(request).id));

  app.post("/api/cart", { schema: { body: cartAddSchema, response: { 201: z.object({ id: z.number() }) } } }, async (request, reply) => {
    const entry = await addToCart(db, requireUser(request).id, request.body.itemId, request.body.quantity);
    return reply.status(201).send(entry);
  });

  app.patch("/api/cart/:id", { schema: { params: idParamSchema, body: cartUpdateSchema, response: { 200: okSchema } } }, async (request) => {
    await changeQuantity(db, requireUser(request).id, request.params.id, request.body.quantity);
    return { ok: true as const };
  });

  app.delete("/api/cart/:id", { schema: { params: idParamSchema, response: { 200: okSchema } } }, async (request) => {
    await removeFromCart(db, requireUser(request).id, request.params.id);
    return { ok: true as const };
  });

  app.delete("/api/cart", { schema: { response: { 200: okSchema } } }, async (request) => {
    await clearCart(db, requireUser(request).id);
    return { ok: true as const };
  });
};
