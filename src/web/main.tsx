import { startApp } from "./app/start-app";
import { listenForInstallOffer, offerUpdate } from "./features/app-install/app-install-state";
import { afterLoad } from "./lib/after-load";
import "./styles.css";

listenForInstallOffer();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
startApp(root);

// The service worker and its Workbox client load after the page: nothing on the first paint's path.
if ("serviceWorker" in navigator) {
  afterLoad(() => {
    void import("./features/app-install/register-service-worker").then((sw) => sw.registerServiceWorker(offerUpdate));
  });
}
