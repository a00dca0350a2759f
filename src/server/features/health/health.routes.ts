import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const statusSchema = z.object({ status: z.string() });
/** Readiness also says where rate limits are counted: shared in Redis, or per instance (while Redis is unreachable). */
const readinessSchema = statusSchema.extend({ rateLimits: z.string() });

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { hide: true, response: { 200: statusSchema } }, config: { rateLimit: false } }, async () => ({
    status: "ok",
  }));

  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: readinessSchema, 503: readinessSchema } }, config: { rateLimit: false } },
    async (request, reply) => {
      const rateLimits = app.rateLimitStore();
      try {
        await app.deps.database.ping();
        return { status: "ready", rateLimits };
      } catch (error) {
        request.log.error({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "database unavailable", rateLimits });
      }
    },
  );
};
