import { Download } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";
import { acceptInstallOffer, useAppInstallState } from "../app-install-state";

/** 'Install app', shown only where the browser offers to install PennyCart. */
export function InstallAppButton() {
  const { installOffer } = useAppInstallState();
  if (!installOffer) return null;
  return (
    <button type="button" onClick={() => void acceptInstallOffer()} className={buttonClass("ghost", "sm")}>
      <Download className="size-4" aria-hidden />
      <span>Install app</span>
    </button>
  );
}
