import { Crown } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClass } from "../../../components/ui/button";
import { closeUpgradePrompt, useUpgradePrompt } from "../lib/upgrade-prompt";
import { PREMIUM_PRICE } from "../lib/premium-features";
import { Dialog } from "../../../components/ui/dialog";

/** Spec §2: the upgrade prompt titled 'Premium Feature', named by the feature. */
export function UpgradePromptDialog({ open, onOpenChange, feature }: { open: boolean; onOpenChange: (open: boolean) => void; feature: string }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Premium Feature"
      description={`Upgrade to Premium to use ${feature}. Just ${PREMIUM_PRICE}, cancel anytime.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Maybe Later
        </Button>
        <Link href="/subscribe" className={buttonClass("primary")} onClick={() => onOpenChange(false)}>
          <Crown className="size-4" aria-hidden />
          Upgrade to Premium
        </Link>
      </div>
    </Dialog>
  );
}

/** Renders the shared upgrade prompt; mount once (in the layout or on each page that uses Premium calls). */
export function UpgradePromptHost() {
  const { open, feature } = useUpgradePrompt();
  return <UpgradePromptDialog open={open} onOpenChange={(next) => !next && closeUpgradePrompt()} feature={feature} />;
}
