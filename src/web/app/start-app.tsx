import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot, type Root, type RootOptions } from "react-dom/client";
import { userQueryKey } from "../features/auth/api/get-user";
import { queryClient } from "../lib/query-client";
import { App } from "./app";

/**
 * Draws the app into `root`, or takes over the page already drawn there (demo.html, decision 038) in the state it was
 * drawn in: the server sends such a page only to a request without a session cookie, so no one is signed in, and the
 * footer shows the advertising address the server wrote in until the app config is in.
 */
export function startApp(root: HTMLElement, options: Pick<RootOptions, "onRecoverableError"> = {}): Root {
  if (!root.dataset.prerendered) {
    const app = createRoot(root, options);
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return app;
  }
  queryClient.setQueryData(userQueryKey, null);
  // A transition: the page is taken over in slices that leave it responsive, not in one long task.
  let app: Root | undefined;
  startTransition(() => {
    app = hydrateRoot(
      root,
      <StrictMode>
        <App advertisingEmail={root.dataset.advertisingEmail} />
      </StrictMode>,
      options,
    );
  });
  return app!;
}
