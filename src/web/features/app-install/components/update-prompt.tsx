import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { offerUpdate, useAppInstallState } from "../app-install-state";

/** Says a new version is ready; 'Reload' switches to it (fixed at the bottom: nothing on the page moves). */
export function UpdatePrompt() {
  const { update } = useAppInstallState();
  const [reloading, setReloading] = useState(false);
  if (!update) return null;
  return (
    <div
      role="region"
      aria-label="App update"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
    >
      <p className="flex-1 text-sm text-slate-900">A new version of PennyCart is ready.</p>
      <Button variant="outline" size="sm" onClick={() => offerUpdate(null)}>
        Later
      </Button>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void update();
        }}
      >
        {reloading ? "Reloading…" : "Reload"}
      </Button>
    </div>
  );
}
