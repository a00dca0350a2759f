import { useCallback } from "react";
import { toast } from "../../../lib/toast";
import { checkSubscriptionStatus } from "../api/check-subscription-status";

export const REDIRECT_AFTER_PAYMENT_MS = 2000;
const CHECK_ATTEMPTS = 3;
const CHECK_RETRY_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the subscription back; the provider may take a moment to mark the first invoice paid. */
async function confirmPremium(): Promise<boolean> {
  for (let attempt = 1; attempt <= CHECK_ATTEMPTS; attempt++) {
    try {
      if ((await checkSubscriptionStatus()).hasPremiumAccess) return true;
    } catch {
      // Retried below; the final failure is reported to the shopper.
    }
    if (attempt < CHECK_ATTEMPTS) await wait(CHECK_RETRY_MS);
  }
  return false;
}

/**
 * What follows a payment attempt (spec §4 Upgrade, §8 Payment): a decline shows 'Payment Failed' with
 * the provider's message; a payment is followed by a status check, a welcome toast and, after 2 s,
 * `onActivated` (the page redirects to /).
 */
export function usePaymentOutcome(onActivated: () => void) {
  const paid = useCallback(async (): Promise<boolean> => {
    if (!(await confirmPremium())) {
      toast({ title: "Payment Successful", description: "Payment completed! Please refresh the page to access premium features." });
      return false;
    }
    toast({ title: "Payment Successful", description: "Welcome to Premium! You now have access to all features." });
    setTimeout(onActivated, REDIRECT_AFTER_PAYMENT_MS);
    return true;
  }, [onActivated]);

  const declined = useCallback((message: string) => {
    toast({ title: "Payment Failed", description: message, variant: "destructive" });
  }, []);

  return { paid, declined };
}

export type PaymentOutcome = ReturnType<typeof usePaymentOutcome>;
