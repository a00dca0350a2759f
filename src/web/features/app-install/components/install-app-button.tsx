import { Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { acceptInstallOffer, useAppInstallState } from "../app-install-state";
import { INSTALL_BUTTON_ID } from "../install-button-id";

function InstallAppContent() {
  return (
    <>
      <Download className="size-4" aria-hidden />
      <span>Install app</span>
    </>
  );
}

/** 'Install app', shown only where the browser offers to install PennyCart. */
export function InstallAppButton() {
  const { installOffer } = useAppInstallState();
  if (!installOffer) return null;
  return (
    <button type="button" onClick={() => void acceptInstallOffer()} className={buttonClass("ghost", "sm")}>
      <InstallAppContent />
    </button>
  );
}

/** The same button in the static landing page, hidden until its script hears the browser's offer (static-install.ts). */
export function StaticInstallAppButton() {
  return (
    <button type="button" id={INSTALL_BUTTON_ID} hidden className={buttonClass("ghost", "sm")}>
      <InstallAppContent />
    </button>
  );
}
