import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { defaultPageMeta, renderPageHead, type AppPage } from "./page-head";

/**
 * Hashed files are kept for a year. The service worker and the manifest are revalidated on every
 * load, so a new version reaches installed apps at the next visit (decision 023); the rest for 5 min.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join("/");
  if (file.startsWith("assets/") || /^workbox-[0-9a-f]{8}\.js$/.test(file)) return "public, max-age=31536000, immutable";
  if (file === "sw.js" || file === "manifest.webmanifest") return "no-cache";
  return "public, max-age=300";
}

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/web");

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * non-API GET so client-side routes work; unknown /api paths answer JSON 404. `pages` get their own
 * link-preview tags rendered into index.html, and their status (404 for an unknown shared list).
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root?: string; pages?: readonly AppPage[] }) => {
  const root = options.root ?? webRoot;
  const indexFile = path.join(root, "index.html");
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Serves the .br / .gz files written by `npm run build` to clients that accept them.
      preCompressed: true,
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(path.relative(root, filePath))),
    });
  }

  const sendNotBuilt = (reply: FastifyReply) =>
    reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build` (or `npm start`, which builds it).");

  for (const page of options.pages ?? []) {
    app.get(page.path, async (request, reply) => {
      if (!indexHtml) return sendNotBuilt(reply);
      const { status, meta } = await page.meta(request.params as Record<string, string>);
      const pathname = request.url.split("?")[0] ?? "/";
      const html = renderPageHead(indexHtml, meta ?? defaultPageMeta(indexHtml, `${app.deps.config.publicUrl}${pathname}`));
      return reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage) {
      return reply.status(404).send({ message: `No API route ${request.method} ${pathname}` });
    }
    if (!indexHtml) {
      return sendNotBuilt(reply);
    }
    return reply.type("text/html").header("cache-control", "no-cache").send(indexHtml);
  });
});
