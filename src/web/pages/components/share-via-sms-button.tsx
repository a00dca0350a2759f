import { Crown, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { SmsDialog } from "../../features/messaging/components/sms-dialog";
import { isPremiumError, openUpgradePrompt } from "../../features/subscription/lib/upgrade-prompt";
import { toast } from "../../lib/toast";

/** Spec §2 Dialogs: the upgrade prompt's name for SMS sharing. */
export const SMS_SHARING_FEATURE = "text message sharing";

/**
 * 'Share via SMS' for a shared list (the share dialog's result view and the shared list page): the
 * SMS dialog with the context's default message; a free user who presses send gets the upgrade
 * prompt, and on the shared list page (`premiumRequiredToast`) also §5's 'Premium Required' wording.
 */
export function ShareViaSmsButton({
  defaultMessage,
  hasPremiumAccess,
  premiumRequiredToast = false,
}: {
  defaultMessage: string;
  hasPremiumAccess: boolean;
  premiumRequiredToast?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const onSendError = (error: unknown) => {
    if (!isPremiumError(error)) return false;
    if (premiumRequiredToast) {
      toast({
        title: "Premium Required",
        description: "SMS sharing is a premium feature. Please upgrade to continue.",
        variant: "destructive",
      });
    }
    openUpgradePrompt(SMS_SHARING_FEATURE);
    return true;
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <MessageSquare className="size-4" aria-hidden />
        Share via SMS
        {hasPremiumAccess && (
          <Badge tone="amber">
            <Crown className="size-3" aria-hidden />
            Premium
          </Badge>
        )}
      </Button>
      <SmsDialog
        open={open}
        onOpenChange={setOpen}
        defaultMessage={defaultMessage}
        title="Share via SMS"
        description="Text the link to this list to a phone."
        successToast={{ title: "SMS Sent Successfully!", description: "The list was sent via text message." }}
        failureTitle="SMS Failed"
        onSendError={onSendError}
      />
    </>
  );
}
