import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { HttpError } from "./errors";
import { registerRateLimits } from "./rate-limit";
import { isApiRequest, routedPath } from "./request-path";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

// Location for the shopper's own area and the card form; nothing else that a page could ask for.
const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(self)";

declare module "fastify" {
  interface FastifyInstance {
    /** helmet's headers written on a raw response (for answers no onRequest hook ran for, see app.ts). */
    setSecurityHeaders: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  }
}

/** Security headers, a same-origin check on state-changing API calls, and rate limits (Redis-backed when shared). */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.deps;
  // helmet's headers on every response, its middleware built once: @fastify/helmet called helmet(options) again on
  // every request (parsing the CSP each time: 3.2% of the app's CPU on a cart change and read, issue 29), and then
  // did what this hook does, set the headers on the raw response.
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://js.stripe.com"],
        frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", "data:"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies,
  });
  app.decorate("setSecurityHeaders", setSecurityHeaders);
  app.addHook("onRequest", (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  app.addHook("onSend", async (_request, reply) => {
    reply.header("permissions-policy", PERMISSIONS_POLICY);
  });

  await registerRateLimits(app);

  const allowedOrigins = new Set([config.publicUrl]);
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (routedPath(request).startsWith("/api/webhooks/")) return;
    const origin = request.headers.origin;
    // Browsers send Origin on cross-site POSTs; a mismatch is a forged request from another site.
    // "null" comes from sandboxed frames, data: URLs and some redirects: never our own page.
    if (origin !== undefined && !allowedOrigins.has(origin) && origin !== `${request.protocol}://${request.host}`) {
      throw new HttpError(403, "Cross-site request refused");
    }
    if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpError(403, "Cross-site request refused");
  });
});

