import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clientSecretResponseSchema,
  localConfirmResponseSchema,
  localConfirmSchema,
  subscriptionStateSchema,
} from "../../../domain/contracts/subscription";
import { errorSchema } from "../../../domain/contracts/common";
import { HttpError } from "../../plugins/errors";
import { requireUser } from "../../plugins/guards";
import {
  cancelSubscription,
  checkSubscriptionStatus,
  confirmLocalPayment,
  handleWebhook,
  resumeSubscription,
  type SubscriptionDeps,
} from "./subscription.service";
import { createSubscription } from "./subscription-start";

const declineSchema = z.object({ message: z.string(), code: z.string() });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SubscriptionDeps = { db: app.deps.database.db, payments: app.deps.payments };

  app.post(
    "/api/create-subscription",
    { schema: { response: { 200: clientSecretResponseSchema, 401: errorSchema, 409: errorSchema } } },
    async (request) => createSubscription(deps, requireUser(request)),
  );

  app.post(
    "/api/check-subscription-status",
    { schema: { response: { 200: subscriptionStateSchema, 401: errorSchema } } },
    async (request) => checkSubscriptionStatus(deps, requireUser(request)),
  );

  app.post(
    "/api/cancel-subscription",
    { schema: { response: { 200: subscriptionStateSchema, 401: errorSchema, 409: errorSchema } } },
    async (request) => cancelSubscription(deps, requireUser(request)),
  );

  // Turns renewal back on for a subscription cancelled at its period end (no new charge).
  app.post(
    "/api/resume-subscription",
    { schema: { response: { 200: subscriptionStateSchema, 401: errorSchema, 409: errorSchema } } },
    async (request) => resumeSubscription(deps, requireUser(request)),
  );

  // Local test mode only: stands in for Stripe.js confirming the card in the browser.
  app.post(
    "/api/payments/local/confirm",
    { schema: { body: localConfirmSchema, response: { 200: localConfirmResponseSchema, 402: declineSchema, 404: errorSchema } } },
    async (request, reply) => {
      const outcome = await confirmLocalPayment(deps, requireUser(request), request.body);
      if (!outcome.ok) return reply.status(402).send({ message: outcome.message, code: outcome.code });
      return { status: "succeeded" as const };
    },
  );

  // The signature covers the exact bytes Stripe sent, so this one route keeps the body raw.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    webhooks.post("/api/webhooks/stripe", { schema: { hide: true } }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      try {
        const result = await handleWebhook(deps, body, typeof signature === "string" ? signature : undefined);
        request.log.info({ result }, "stripe webhook handled");
      } catch (error) {
        // A refused event is stored nowhere; the log is where an operator sees Stripe sending it.
        if (error instanceof HttpError) request.log.warn({ reason: error.message, bytes: body.length }, "stripe webhook refused");
        throw error;
      }
      return { received: true };
    });
  });
};
