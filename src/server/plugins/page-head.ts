import type { VisitorView } from "../../domain/contracts/visitor-pages";

/** What a page's link preview says: the title, description and address shown when its link is pasted in a chat. */
export type PageMeta = { title: string; description: string; url: string; noindex?: boolean };

/** A client-side route whose HTML carries server-rendered preview tags, and the status it answers with. */
export type AppPage = {
  /** A Fastify route path, e.g. "/shared/:id". */
  path: string;
  /**
   * The page's preview, or none for the app's generic one (e.g. with a 404 for an unknown id); `visitorView`: the page
   * as finished HTML for a visitor without a session (decision 038), instead of the app drawing it.
   */
  meta(params: Record<string, string>): Promise<{ status: 200 | 404; meta?: PageMeta; visitorView?: VisitorView }>;
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside an HTML attribute value or element. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const SITE_NAME = "PennyCart";

/**
 * The app's index.html with the page's title, description, Open Graph and Twitter tags in its head
 * (the template's own title and description replaced), every value escaped.
 */
export function renderPageHead(indexHtml: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join("\n    ");
  const withoutOwn = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, "").replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  // A function replacement, so "$&" or "$1" in a title is inserted as written.
  return withoutOwn.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/** The template's own title and description, for pages without their own preview. */
export function defaultPageMeta(indexHtml: string, url: string): PageMeta {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(indexHtml)?.[1]?.trim() || SITE_NAME;
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(indexHtml)?.[1] ?? "";
  return { title: decodeEntities(title), description: decodeEntities(description), url };
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name]!);
