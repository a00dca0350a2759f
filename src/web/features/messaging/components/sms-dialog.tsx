import { MessageSquare } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { MAX_SMS_LENGTH, PHONE_REQUIRED, PHONE_REQUIRED_DETAIL } from "../../../../domain/contracts/messaging";
import { smsMessageOrDefault } from "../../../../domain/export/sms-message";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useSendSms } from "../api/send-sms";

export type SmsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is sent when the custom message is left blank (spec §5: the default of the dialog's context). */
  defaultMessage: string;
  title?: ReactNode;
  description?: ReactNode;
  /** The success toast (spec §8): the cart's by default. */
  successToast?: { title: string; description?: string };
  /** 'Failed to Send SMS' (cart) or 'SMS Failed' (shared lists). */
  failureTitle?: string;
  /**
   * Called first with a failed send; true when it handled the error (the page composes the upgrade
   * prompt here, e.g. `(e) => openUpgradePromptIfPremiumError(e, "text message sharing")`), which closes the dialog.
   */
  onSendError?: (error: unknown) => boolean;
  onSent?: () => void;
};

/**
 * The text-message dialog (spec §2): a phone number with a US-format placeholder and an optional
 * custom message of 3 rows; Send is disabled while the number is blank. Reused wherever a list is
 * texted (cart export, share result, shared list page) with that context's default message.
 */
export function SmsDialog({
  open,
  onOpenChange,
  defaultMessage,
  title = "Send via SMS",
  description = "Text this shopping list to a phone.",
  successToast = { title: "SMS Sent!", description: "Your shopping list has been sent via text message." },
  failureTitle = "Failed to Send SMS",
  onSendError,
  onSent,
}: SmsDialogProps) {
  const [phoneNumber, setPhoneNumber] = useState("");
  const [message, setMessage] = useState("");
  const send = useSendSms();
  const ids = { phone: useId(), message: useId(), hint: useId() };

  const close = (next: boolean) => {
    if (!next) {
      setPhoneNumber("");
      setMessage("");
      send.reset();
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phoneNumber.trim() === "") {
      toast({ title: PHONE_REQUIRED, description: PHONE_REQUIRED_DETAIL, variant: "destructive" });
      return;
    }
    send.mutate(
      { phoneNumber: phoneNumber.trim(), message: smsMessageOrDefault(message, defaultMessage) },
      {
        onSuccess: () => {
          toast(successToast);
          onSent?.();
          close(false);
        },
        onError: (error) => {
          if (onSendError?.(error)) {
            close(false);
            return;
          }
          toast({
            title: failureTitle,
            description: errorMessage(error, "There was an error sending the text message."),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={ids.phone} className="text-sm font-medium text-slate-800">
            Phone Number
          </label>
          <input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="(555) 123-4567"
            value={phoneNumber}
            onChange={(event) => setPhoneNumber(event.target.value)}
            maxLength={40}
            className="h-10 rounded-md border border-slate-300 px-3 text-base focus:border-brand-600 focus:outline-none sm:text-sm"
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={ids.message} className="text-sm font-medium text-slate-800">
            Custom Message (optional)
          </label>
          <textarea
            id={ids.message}
            rows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={MAX_SMS_LENGTH}
            placeholder="Leave blank to send the list"
            aria-describedby={ids.hint}
            className="rounded-md border border-slate-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none sm:text-sm"
          />
          <p id={ids.hint} className="text-xs text-slate-600">
            Left blank, the message is: <span className="whitespace-pre-line">{truncate(defaultMessage, 160)}</span>
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={phoneNumber.trim() === "" || send.isPending}>
            <MessageSquare className="size-4" aria-hidden />
            {send.isPending ? "Sending..." : "Send SMS"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
