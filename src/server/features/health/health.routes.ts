import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const statusSchema = z.object({ status: z.string() });

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/healthz", { schema: { hide: true, response: { 200: statusSchema } }, config: { rateLimit: false } }, async () => ({
    status: "ok",
  }));

  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: statusSchema, 503: statusSchema } }, config: { rateLimit: false } },
    async (request, reply) => {
      try {
        await app.deps.database.ping();
        return { status: "ready" };
      } catch (error) {
        request.log.error({ err: error }, "readiness check failed");
        return reply.status(503).send({ status: "database unavailable" });
      }
    },
  );
};
