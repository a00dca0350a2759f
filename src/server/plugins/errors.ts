import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An error whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what = "Not found") => new HttpError(404, what);

/** One error shape for the whole API: `{ message }` (+ `issues` for validation); a 5xx never leaks internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
        message: v.message ?? "is invalid",
      }));
      const first = issues[0];
      const message = first ? `Invalid ${error.validationContext ?? "request"}: ${first.path ? `${first.path} ` : ""}${first.message}` : "Invalid request";
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 413 ? "Request body is too large" : status === 415 ? "Unsupported content type" : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
});
