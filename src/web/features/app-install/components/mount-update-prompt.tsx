import { createRoot } from "react-dom/client";
import { offerUpdate } from "../app-install-state";
import { UpdatePrompt } from "./update-prompt";

/** The update prompt on the static landing page (no React app there): mounted when a new version is waiting. */
export function mountUpdatePrompt(update: () => Promise<void>) {
  offerUpdate(update);
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<UpdatePrompt />);
}
