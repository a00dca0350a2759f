import { renderToStaticMarkup } from "react-dom/server";
import type { VisitorView, VisitorViewRenderer } from "../../domain/contracts/visitor-pages";
import { GO_HOME_CLASS, GO_HOME_TEXT, ListNotFound } from "../features/sharing/components/list-not-found";
import { SharedListView, sharedListSignInHref } from "../features/sharing/components/shared-list-view";
import { VisitorFrame } from "./visitor-page";

/**
 * The server's renderer of visitors' pages (decision 038), built by vite.config.ts into `ssr/static-pages.mjs`: a shared
 * list as a visitor sees it (no actions, a 'Sign In' that comes back to it) or 'List Not Found', in the visitor frame,
 * for the #root of visitor.html. React escapes every text, so a list's user-written title and notes stay text.
 */
export const renderVisitorView: VisitorViewRenderer["renderVisitorView"] = (view: VisitorView, advertisingEmail) =>
  renderToStaticMarkup(
    <VisitorFrame advertisingEmail={advertisingEmail}>
      {view.list ? (
        <SharedListView list={view.list} actions={null} signInHref={sharedListSignInHref(view.list.id)} />
      ) : (
        <ListNotFound
          homeLink={
            <a href="/" className={GO_HOME_CLASS}>
              {GO_HOME_TEXT}
            </a>
          }
        />
      )}
    </VisitorFrame>,
  );
