import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isAppPath } from "../../domain/contracts/app-paths";
import type { VisitorViewRenderer } from "../../domain/contracts/visitor-pages";
import { defaultPageMeta, escapeHtml, renderPageHead, type AppPage } from "./page-head";
import { sessionCookieName } from "./sessions";

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

/** Built files only ever sent as the server fills them in: `/`, `/demo` and visitors' pages (decisions 024, 038). */
const UNSERVED = new Set(["/landing.html", "/demo.html", "/visitor.html"]);

/**
 * Whether the static route may send the file a request path names. The path is judged as the file it reaches
 * (`//ssr/x`, `/./ssr/x` and `/assets/../ssr/x` are all /ssr/x: review R23), never a dotfile or a file in a dot
 * directory, never the visitor templates (nor their .br/.gz copies) or the server's renderer, and never a directory.
 */
function isServedFile(pathName: string): boolean {
  if (pathName.endsWith("/")) return false;
  const file = path.posix.normalize(`/${pathName}`);
  if (file.split("/").some((segment) => segment.startsWith("."))) return false;
  return !UNSERVED.has(file.replace(/\.(br|gz)$/, "")) && !file.startsWith("/ssr/");
}

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/web");

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * non-API GET so client-side routes work; unknown /api paths answer JSON 404, and a path that is none of the app's pages (APP_PATHS) the page with 404. `pages` get their own
 * link-preview tags rendered into index.html, and their status (404 for an unknown shared list).
 * `/` without a session cookie is the static landing page (landing.html, decision 024): a visitor's first
 * page paints from HTML and runs no React; with a session cookie, valid or not, the app decides. Likewise, without
 * one, `/demo` is demo.html (drawn at build time, hydrated by the app) and a page with a `visitorView` (a shared list)
 * is rendered into visitor.html by the build's renderer, `ssr/static-pages.mjs` (decision 038).
 */
declare module "fastify" {
  interface FastifyInstance {
    /** The app's answer for a path no route serves: the 404 page, a file's 404, or the API's `{ message }`. */
    answerNotFound: (request: FastifyRequest, reply: FastifyReply, unreadable?: boolean) => FastifyReply;
  }
}

export const webPlugin = fp(async (app: FastifyInstance, options: { root?: string; pages?: readonly AppPage[] }) => {
  const root = options.root ?? webRoot;
  const indexFile = path.join(root, "index.html");
  const hasBuild = existsSync(indexFile);
  const indexHtml = hasBuild ? readFileSync(indexFile, "utf8") : undefined;
  const advertisingEmail = app.deps.config.advertisingEmail;
  const visitorFile = (name: string) => {
    const file = path.join(root, name);
    return hasBuild && existsSync(file)
      ? readFileSync(file, "utf8").replaceAll(ADVERTISING_EMAIL_PLACEHOLDER, escapeHtml(advertisingEmail))
      : undefined;
  };
  const landing = visitorFile("landing.html");
  const demo = visitorFile("demo.html");
  const visitorTemplate = visitorFile("visitor.html");
  const rendererFile = path.join(root, "ssr", "static-pages.mjs");
  const renderer =
    visitorTemplate !== undefined && existsSync(rendererFile)
      ? ((await import(pathToFileURL(rendererFile).href)) as VisitorViewRenderer)
      : undefined;

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      // One GET/HEAD route for every path, looking the file up per request: `wildcard: false` made two routes for each
      // of the ~400 built files at every start (6.6% of a restart's CPU). A path with no file falls to the not-found
      // handler below (a missing file's 404, else the app's page).
      wildcard: true,
      index: false,
      // Serves the .br / .gz files written by `npm run build` to clients that accept them.
      preCompressed: true,
      // The visitor pages are sent for their routes only, filled in; the renderer is the server's own.
      // Their pre-compressed copies (.br, .gz from the build) neither: they are the templates too. A path ending in a
      // slash names a directory (send would answer 403), never a file: the not-found handler answers it.
      allowedPath: isServedFile,
      setHeaders: (reply, filePath) => reply.header("cache-control", cacheControlFor(path.relative(root, filePath))),
    });
  }

  // The pages routed below are compressed as the browser accepts (Brotli, else gzip; "br;q=0" refuses Brotli):
  // the landing page and the demo are most of a visitor's first download. Files above come pre-compressed.
  // (The route's options replace the plugin's, defaults included, so they are given per route.)
  await app.register(compress, { global: false });
  const compressed = { encodings: ["br", "gzip"] as ("br" | "gzip")[], threshold: 0 };

  const sendNotBuilt = (reply: FastifyReply) =>
    reply.status(503).type("text/plain").send("The web app is not built. Run `npm run build` (or `npm start`, which builds it).");

  const sessionCookie = sessionCookieName(app.deps.config.secureCookies);
  const isVisitor = (request: FastifyRequest) => request.cookies[sessionCookie] === undefined;

  for (const [route, page] of [
    ["/", landing],
    ["/demo", demo],
  ] as const) {
    app.get(route, { compress: compressed }, async (request, reply) => {
      if (!indexHtml) return sendNotBuilt(reply);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "Cookie, accept-encoding");
      return reply.send(page === undefined || !isVisitor(request) ? indexHtml : page);
    });
  }

  for (const page of options.pages ?? []) {
    app.get(page.path, async (request, reply) => {
      if (!indexHtml) return sendNotBuilt(reply);
      const { status, meta, visitorView } = await page.meta(request.params as Record<string, string>);
      const pathname = request.url.split("?")[0] ?? "/";
      const head = meta ?? defaultPageMeta(indexHtml, `${app.deps.config.publicUrl}${pathname}`);
      reply.status(status).type("text/html; charset=utf-8").header("cache-control", "no-cache").header("vary", "Cookie");
      if (visitorView && renderer && visitorTemplate && isVisitor(request)) {
        const body = renderer.renderVisitorView(visitorView, advertisingEmail);
        // A function replacement, so "$&" in a list's text is inserted as written.
        return reply.send(
          renderPageHead(visitorTemplate, head).replace('<div id="root"></div>', () => `<div id="root">${body}</div>`),
        );
      }
      return reply.send(renderPageHead(indexHtml, head));
    });
  }

  /** Whether a path names a file (the build's /assets/, or a last segment with an extension) rather than a page. */
  const isFilePath = (pathname: string) =>
    pathname.startsWith("/assets/") || /\.[a-z0-9]{1,12}$/i.test(pathname.split("/").at(-1) ?? "");

  const answerNotFound = (request: FastifyRequest, reply: FastifyReply, unreadable = false) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !pathname.startsWith("/api/");
    if (!wantsPage) {
      // Named by its first 80 characters: the answer never echoes a long path back (up to 16 KB reach the router).
      const named = pathname.length > 80 ? `${pathname.slice(0, 80)}…` : pathname;
      return reply.status(404).send({ message: `No API route ${request.method} ${named}` });
    }
    // A missing file (a script of an older build, asked for by a stale tab) is a 404, never the page: the page
    // as a script would fail in the browser with a syntax error instead of the app noticing the new build.
    if (isFilePath(pathname)) {
      return reply.status(404).type("text/plain; charset=utf-8").header("cache-control", "no-store").send("Not found");
    }
    if (!indexHtml) {
      return sendNotBuilt(reply);
    }
    // Any other path is the app's 404 page, and says so in its status (issue 28): not a page a link checker keeps.
    return reply
      .status(isAppPath(pathname) && !unreadable ? 200 : 404)
      .type("text/html")
      .header("cache-control", "no-cache")
      .send(indexHtml);
  };
  app.setNotFoundHandler(answerNotFound);
  app.decorate("answerNotFound", answerNotFound);
});
