import { registerSW } from "virtual:pwa-register";

/** How often an open app asks the server for a new version (also on each return to the tab). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker that makes the app open offline (decision 023). A new version waits
 * until the shopper accepts the update prompt or closes every PennyCart tab: never a half-updated page.
 * `offerUpdate` shows that prompt (the app's header state, or the static landing page's own).
 */
export function registerServiceWorker(offerUpdate: (update: () => Promise<void>) => void) {
  const updateServiceWorker = registerSW({
    onNeedRefresh: () => offerUpdate(() => updateServiceWorker(true)),
    // Where service workers are blocked (some private modes, most journeys' tests) the app is a plain page.
    onRegisterError: () => undefined,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      const check = () => {
        if (navigator.onLine && registration.installing === null) void registration.update().catch(() => undefined);
      };
      setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener("visibilitychange", () => document.visibilityState === "visible" && check());
    },
  });
}
