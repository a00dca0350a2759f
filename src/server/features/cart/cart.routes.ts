import etag from "@fastify/etag";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartAddSchema, cartEntrySchema, cartResponseSchema, cartUpdateSchema } from "../../../domain/contracts/catalog";
import { idParamsSchema, okSchema } from "../../../domain/contracts/common";
import { cartCheckSchema } from "../../../domain/contracts/shopping-list";
import { requireUser, withCheckedSession } from "../../plugins/guards";
import { HttpError } from "../../plugins/errors";
import {
  addToCartOfSession,
  changeCartEntryOfSession,
  clearCart,
  getCartOfSession,
  noEntry,
  removeFromCartOfSession,
  setCheckedOfSession,
} from "./cart.service";
import { refuseOtherShoppersChanges } from "./expected-shopper";
import { addIdempotencyKeys } from "./idempotency";

const notModified = z.void().describe("Not Modified: the copy named by If-None-Match is current");

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;

  refuseOtherShoppersChanges(app);
  addIdempotencyKeys(app, db);

  // Priced at every read (one indexed statement, decision 046; with a kept catalog part, one statement of the session,
  // the entries and the catalog's version, decision 105): right after a change, as on any other instance.
  // The ETag is a hash of what is sent, so a browser holding the current copy gets 304 and no body.
  // The answer is built field by field to its schema (toCartResponse) and sent as built (decision 063): checking
  // a hundred price cells against the schema again cost more than pricing them.
  await app.register(async (read) => {
    await read.register(etag);
    read.get(
      "/api/cart",
      {
        schema: { response: { 200: cartResponseSchema, 304: notModified } },
        serializerCompiler: () => (data) => JSON.stringify(data),
        config: { sessionInStatement: true },
      },
      async (request, reply) => {
        const cart = await withCheckedSession(request, (tokenHash, now) => getCartOfSession(db, tokenHash, now));
        reply.header("cache-control", "private, no-cache").header("vary", "Cookie");
        return cart ?? [];
      },
    );
  });

  // An add answers the entry it added or raised, priced as GET /api/cart shows it (decision 103): the page puts that
  // line in place and reads nothing more. Sent as built, as the read (decision 063).
  app.post(
    "/api/cart",
    {
      schema: { body: cartAddSchema, response: { 201: cartEntrySchema } },
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { sessionInStatement: true },
    },
    async (request, reply) => {
      const entry = await withCheckedSession(request, (hash, now) => addToCartOfSession(db, hash, now, request.body));
      // No live session for the add while a hook that ran first (Idempotency-Key, Expected-Shopper) found one: it ended
      // in between. Nothing was written.
      if (!entry) throw new HttpError(401, "Unauthorized");
      return reply.status(201).send(entry);
    },
  );

  // A quantity step or brand switch answers the changed entry priced as GET /api/cart shows it (decision 087): the page
  // patches that line instead of reading the whole cart again. One statement that checks the session too
  // (sessionInStatement; two when a kept catalog part cannot price the line, decision 105), sent as built like the read
  // (decision 063).
  app.patch(
    "/api/cart/:id",
    {
      schema: { params: idParamsSchema, body: cartUpdateSchema, response: { 200: cartEntrySchema } },
      serializerCompiler: () => (data) => JSON.stringify(data),
      config: { sessionInStatement: true },
    },
    async (request) => {
      const { id } = request.params;
      const entry = await withCheckedSession(request, (hash, now) => changeCartEntryOfSession(db, hash, now, id, request.body));
      if (!entry) throw noEntry();
      return entry;
    },
  );

  // The shopping list's check-off (decision 022): on the server, so every device sees it. One statement, as the PATCH.
  app.put(
    "/api/cart/:id/checked",
    {
      schema: { params: idParamsSchema, body: cartCheckSchema, response: { 200: okSchema } },
      config: { sessionInStatement: true },
    },
    async (request) => {
      const { id } = request.params;
      const { checked } = request.body;
      const done = await withCheckedSession(request, (hash, now) => setCheckedOfSession(db, hash, now, id, checked));
      if (!done) throw noEntry();
      return done;
    },
  );

  app.delete(
    "/api/cart/:id",
    { schema: { params: idParamsSchema, response: { 200: okSchema } }, config: { sessionInStatement: true } },
    async (request) => {
      const { id } = request.params;
      if (!(await withCheckedSession(request, (hash, now) => removeFromCartOfSession(db, hash, now, id)))) throw noEntry();
      return { ok: true as const };
    },
  );

  app.delete("/api/cart", { schema: { response: { 200: okSchema } } }, async (request) => {
    await clearCart(db, requireUser(request).id);
    return { ok: true as const };
  });
};
