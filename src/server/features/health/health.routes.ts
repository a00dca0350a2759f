import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const statusSchema = z.object({ status: z.string() });
/**
 * Readiness also says where rate limits are counted: shared in Redis, or per instance (while Redis is unreachable), and,
 * where the server checks it at start, whether the image library loads.
 */
const readinessSchema = statusSchema.extend({ rateLimits: z.string(), images: z.enum(["ok", "checking", "unavailable"]).optional() });

/** Liveness (the process answers) and readiness (the database answers, the image library loads) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { hide: true, response: { 200: statusSchema } }, config: { rateLimit: false } }, async () => ({
    status: "ok",
  }));

  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } }, config: { rateLimit: false } },
    async (request, reply) => {
      const rateLimits = app.rateLimitStore();
      const images = app.deps.imageLibrary?.state();
      try {
        await app.deps.database.ping();
        // Until sharp is known to load, the instance is not ready: photos would fail on it (the cause is in the log).
        if (images === "checking") return reply.status(503).send({ status: "starting", rateLimits, images });
        if (images === "unavailable") return reply.status(503).send({ status: "image library unavailable", rateLimits, images });
        return { status: "ready", rateLimits, ...(images && { images }) };
      } catch (error) {
        request.log.error({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "database unavailable", rateLimits });
      }
    },
  );
};
