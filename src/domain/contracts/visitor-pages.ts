import type { SharedList } from "./sharing";

/**
 * A page the server sends a visitor without a session as finished HTML (decision 038): the web build's renderer
 * (`ssr/static-pages.mjs`, built from the app's components) draws it, the server fills in what it knows.
 */
export type VisitorView = {
  page: "shared-list";
  /** The list, or null for 'List Not Found'. */
  list: SharedList | null;
};

/** What the built renderer module exports; `advertisingEmail` goes into the footer. */
export type VisitorViewRenderer = { renderVisitorView(view: VisitorView, advertisingEmail: string): string };
