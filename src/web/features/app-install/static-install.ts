/** Chromium's install offer (not in TypeScript's DOM types). */
type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: "accepted" | "dismissed" }> };

/**
 * The static landing page's 'Install app' button (no React there): shown while the browser offers
 * installation, and taking the offer up when pressed, like InstallAppButton in the app.
 */
export function wireStaticInstallButton(button: HTMLElement | null) {
  if (!button) return;
  let offer: InstallPromptEvent | null = null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    button.hidden = false;
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    button.hidden = true;
  });
  button.addEventListener("click", () => {
    const taken = offer;
    if (!taken) return;
    offer = null;
    button.hidden = true;
    // An offer can be used once; the browser sends a new one if the shopper may still install.
    void taken.prompt().then(() => taken.userChoice);
  });
}
