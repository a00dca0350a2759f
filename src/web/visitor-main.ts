import { wireStaticInstallButton } from "./features/app-install/static-install";
import { INSTALL_BUTTON_ID } from "./features/app-install/install-button-id";
import "./styles.css";

// landing.html's script (decision 024): the page itself is static HTML built from the app's components, so a
// visitor's first page runs no React. main.tsx is the app's entry.
wireStaticInstallButton(document.getElementById(INSTALL_BUTTON_ID));

// The service worker makes the app installable and the next visit open offline. A new version waiting (rare here:
// once installed, the worker answers `/` with the app itself) brings the app's update prompt in.
if ("serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void import("./features/app-install/register-service-worker").then((sw) =>
      sw.registerServiceWorker((update) => {
        void import("./features/app-install/components/mount-update-prompt").then((prompt) => prompt.mountUpdatePrompt(update));
      }),
    );
  });
}
