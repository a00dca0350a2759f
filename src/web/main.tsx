import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { listenForInstallOffer, offerUpdate } from "./features/app-install/app-install-state";
import { userQueryKey } from "./features/auth/api/get-user";
import { queryClient } from "./lib/query-client";
import "./styles.css";

listenForInstallOffer();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
if (root.dataset.prerendered) {
  // demo.html (decision 038): the page is already drawn, the app takes it over in the state it was drawn in. The
  // server sends it only to a request without a session cookie, so no one is signed in.
  queryClient.setQueryData(userQueryKey, null);
  hydrateRoot(
    root,
    <StrictMode>
      <App advertisingEmail={root.dataset.advertisingEmail} />
    </StrictMode>,
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The service worker and its Workbox client load after the page: nothing on the first paint's path.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void import("./features/app-install/register-service-worker").then((sw) => sw.registerServiceWorker(offerUpdate));
  });
}
