import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { defaultPageMeta, escapeHtml, renderPageHead, type AppPage } from "./page-head";
import { SESSION_COOKIE } from "./sessions";

/** What the built landing page carries where the advertising address goes (src/web/app/visitor-page.tsx). */
const ADVERTISING_EMAIL_PLACEHOLDER = "advertising-email@pennycart.invalid";

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
 * `/` without a session cookie is the static landing page (landing.html, decision 024): a visitor's first
 * page paints from HTML and runs no React; with a session cookie, valid or not, the app decides.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { root?: string; pages?: readonly AppPage[] }) => {
  const root = options.root ?? webRoot;
  const indexFile = path.join(root, "index.html");
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : undefined;
  const landingFile = path.join(root, "landing.html");
  const landingHtml =
    hasBuild && existsSync(landingFile)
      ? readFileSync(landingFile, "utf8").replaceAll(ADVERTISING_EMAIL_PLACEHOLDER, escapeHtml(app.deps.config.advertisingEmail))
      : undefined;
  // Compressed once: the landing is most of a visitor's first download.
  const landingEncoded =
    landingHtml === undefined ? undefined : { br: brotliCompressSync(landingHtml), gzip: gzipSync(landingHtml) };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Serves the .br / .gz files written by `npm run build` to clients that accept them.
      preCompressed: true,
      // The landing template is sent for `/` only, with the advertising address written in.
      allowedPath: (pathName) => pathName !== "/landing.html",
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(path.relative(root, filePath))),
    });
  }

  // Accept-Encoding with its q-values: "br;q=0" refuses Brotli.
  const landingNegotiator = new Negotiator<"br" | "gzip" | "identity">({ supportedValues: ["br", "gzip", "identity"] });

  const sendNotBuilt = (reply: FastifyReply) =>
    reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build` (or `npm start`, which builds it).");

  app.get("/", async (request, reply) => {
    if (!indexHtml) return sendNotBuilt(reply);
    reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "Cookie, Accept-Encoding");
    if (landingEncoded === undefined || request.cookies[SESSION_COOKIE] !== undefined) return reply.send(indexHtml);
    const accepts = request.headers["accept-encoding"];
    const encoding = accepts ? landingNegotiator.negotiate(accepts) : "identity";
    if (encoding === null || encoding === "identity") return reply.send(landingHtml);
    return reply.header("content-encoding", encoding).send(landingEncoded[encoding]);
  });

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
