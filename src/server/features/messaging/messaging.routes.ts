import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { okSchema } from "../../../domain/contracts/common";
import { outboxListSchema, sendSmsSchema, sendSuggestionSchema, sentSmsSchema } from "../../../domain/contracts/messaging";
import { requirePremium, requireUser } from "../../plugins/guards";
import { isAdminEmail } from "../auth/auth.service";
import { DEFAULT_SUGGESTIONS_TO, LimitReached, latestOutbox, sendSms, sendSuggestion } from "./messaging.service";

export const messagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { config, outbox } = app.deps;

  app.post("/api/send-sms", { schema: { body: sendSmsSchema, response: { 200: sentSmsSchema } } }, async (request, reply) => {
    const user = requirePremium(request);
    try {
      const sent = await sendSms(db, user.id, request.body, config.sms);
      outbox.kick();
      return sent;
    } catch (error) {
      if (error instanceof LimitReached) reply.header("retry-after", String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.post(
    "/api/send-suggestion",
    { schema: { body: sendSuggestionSchema, response: { 200: okSchema } } },
    async (request, reply) => {
      const user = requirePremium(request);
      try {
        await sendSuggestion(db, user, request.body, config.mail.suggestionsTo ?? DEFAULT_SUGGESTIONS_TO);
        outbox.kick();
        return { ok: true as const };
      } catch (error) {
        if (error instanceof LimitReached) reply.header("retry-after", String(error.retryAfterSeconds));
        throw error;
      }
    },
  );

  // Developers' view of the outbox; not registered in production (404 there). Signed in only: an admin reads
  // every user's messages, anyone else their own (issue 27 item 7).
  if (config.appEnv !== "production") {
    app.get("/api/dev/outbox", { schema: { response: { 200: outboxListSchema } } }, async (request, reply) => {
      const user = requireUser(request);
      reply.header("cache-control", "no-store");
      return latestOutbox(db, { id: user.id, isAdmin: isAdminEmail(user.email, config.adminEmails) });
    });
  }
};
