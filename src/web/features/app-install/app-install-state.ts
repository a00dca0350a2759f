import { createExternalStore } from "../../lib/external-store";

/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

type State = {
  /** The browser offered to install the app and it was not taken up yet. */
  installOffer: InstallPromptEvent | null;
  /** A new version's service worker is waiting; `applyUpdate` activates it and reloads. */
  update: (() => Promise<void>) | null;
};

const store = createExternalStore<State>({ installOffer: null, update: null });
const set = (next: Partial<State>) => store.set({ ...store.get(), ...next });

/** Keeps the browser's install offer for the Install button (called once at start-up: the offer can come early). */
export function listenForInstallOffer() {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    set({ installOffer: event as InstallPromptEvent });
  });
  window.addEventListener("appinstalled", () => set({ installOffer: null }));
}

export async function acceptInstallOffer() {
  const offer = store.get().installOffer;
  if (!offer) return;
  await offer.prompt();
  await offer.userChoice;
  // An offer can be used once; the browser sends a new one if the shopper may still install.
  set({ installOffer: null });
}

export const offerUpdate = (update: (() => Promise<void>) | null) => set({ update });

export const useAppInstallState = (): State => store.use();
