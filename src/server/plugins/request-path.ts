import type { FastifyRequest } from "fastify";

/** The target's path as a URL parser reads it (an absolute-form target loses its scheme and host). */
function parsedPath(request: FastifyRequest): string {
  try {
    return new URL(request.url, "http://localhost").pathname;
  } catch {
    return request.url;
  }
}

/**
 * The path a request was routed by, whatever form its target took (issue 27 item 2): the matched route's
 * pattern ("/api/cart/:id"), else the target's path as a URL parser reads it. A target in absolute form
 * ("GET http://host/api/search HTTP/1.1") is routed like "/api/search", so every check that depends on the
 * path (rate limits, the same-site check) reads this, never the raw `request.url`.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? parsedPath(request);
}

/**
 * Whether the request was routed to the API or names an API path: both are asked, so neither a catch-all
 * route nor an odd spelling of the target takes a request out of the API's checks.
 */
export const isApiRequest = (request: FastifyRequest) =>
  routedPath(request).startsWith("/api/") || parsedPath(request).toLowerCase().startsWith("/api/");
