import fresh from "fresh";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type CartEntry, cartAddSchema, cartResponseSchema, cartUpdateSchema } from "../../../domain/contracts/catalog";
import { idParamsSchema, okSchema } from "../../../domain/contracts/common";
import { cartCheckSchema } from "../../../domain/contracts/shopping-list";
import { requireUser } from "../../plugins/guards";
import { createCartCache } from "./cart-cache";
import { addToCart, clearCart, getCart, removeFromCart, setChecked, updateCartEntry } from "./cart.service";
import { addIdempotencyKeys } from "./idempotency";

const notModified = z.void().describe("Not Modified: the copy named by If-None-Match is current");

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  const cache = createCartCache();
  addIdempotencyKeys(app, db);

  // Served from the cart cache while the shopper's stamp is unchanged, and 304 Not Modified when the
  // browser already holds this version: no query beyond the session lookup either way. The cached
  // JSON is kept compressed too (Brotli or gzip, as the browser accepts), so a cached read sends a
  // tenth of the bytes.
  app.get("/api/cart", { schema: { response: { 200: cartResponseSchema, 304: notModified } } }, async (request, reply) => {
    const user = requireUser(request);
    const stamp = { userId: user.id, cartVersion: user.cartVersion, catalogVersion: request.catalogVersion };
    const encoding = cache.encoding(request.headers["accept-encoding"]);
    const etag = cache.etag(stamp, encoding);
    reply.header("cache-control", "private, no-cache").header("vary", "Cookie, Accept-Encoding").header("etag", etag);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    const cart = await cache.cart(stamp, async () => JSON.stringify(cartResponseSchema.parse(await getCart(db, user.id))));
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    // Already JSON (checked against the schema when computed), as bytes: Fastify sends a Buffer as is.
    return reply.type("application/json; charset=utf-8").send(cart.bytes(encoding) as unknown as CartEntry[]);
  });

  app.post(
    "/api/cart",
    { schema: { body: cartAddSchema, response: { 201: z.object({ id: z.number() }) } } },
    async (request, reply) => {
      const { itemId, quantity, matchMode } = request.body;
      const entry = await addToCart(db, requireUser(request).id, itemId, quantity, matchMode);
      return reply.status(201).send(entry);
    },
  );

  app.patch(
    "/api/cart/:id",
    { schema: { params: idParamsSchema, body: cartUpdateSchema, response: { 200: okSchema } } },
    async (request) => {
      await updateCartEntry(db, requireUser(request).id, request.params.id, request.body);
      return { ok: true as const };
    },
  );

  // The shopping list's check-off (decision 022): on the server, so every device sees it.
  app.put(
    "/api/cart/:id/checked",
    { schema: { params: idParamsSchema, body: cartCheckSchema, response: { 200: okSchema } } },
    async (request) => {
      await setChecked(db, requireUser(request).id, request.params.id, request.body.checked);
      return { ok: true as const };
    },
  );

  app.delete("/api/cart/:id", { schema: { params: idParamsSchema, response: { 200: okSchema } } }, async (request) => {
    await removeFromCart(db, requireUser(request).id, request.params.id);
    return { ok: true as const };
  });

  app.delete("/api/cart", { schema: { response: { 200: okSchema } } }, async (request) => {
    await clearCart(db, requireUser(request).id);
    return { ok: true as const };
  });
};
