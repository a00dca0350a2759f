import { z } from "zod";
import { subscriptionStatusSchema } from "./auth";
import { singleLineText } from "./common";

/** Spec §3 "payment intent response": what the page needs to confirm the first payment. */
export const clientSecretResponseSchema = z.object({ clientSecret: z.string() });
export type ClientSecretResponse = z.infer<typeof clientSecretResponseSchema>;

/** The caller's subscription after a check or a cancellation (the spec leaves the body open). */
export const subscriptionStateSchema = z.object({
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionCanceledAt: z.string().nullable(),
  subscriptionCurrentPeriodEnd: z.string().nullable(),
  isPremium: z.boolean(),
  isInGracePeriod: z.boolean(),
  gracePeriodDaysRemaining: z.number().int().min(0),
  hasPremiumAccess: z.boolean(),
});
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, "");

/** "MM / YY" (spaces and the slash optional around it) -> month and 4-digit year, or null. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * The local test-mode card form, shared by the form and POST /api/payments/local/confirm. Only the
 * shape is checked here; whether the card pays or is declined is the provider's answer.
 */
export const localCardSchema = z.object({
  cardNumber: z
    .string({ error: "Please enter a card number" })
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{12,19}$/, "Please enter a valid card number")),
  expiry: z
    .string({ error: "Please enter the expiry date" })
    .trim()
    .refine((value) => parseCardExpiry(value) !== null, "Please enter the expiry date as MM / YY")
    .refine((value) => {
      const parsed = parseCardExpiry(value);
      if (!parsed) return true;
      const now = new Date();
      return parsed.year > now.getFullYear() || (parsed.year === now.getFullYear() && parsed.month >= now.getMonth() + 1);
    }, "Your card's expiration date is in the past"),
  cvc: z
    .string({ error: "Please enter the security code" })
    .trim()
    .regex(/^\d{3,4}$/, "Please enter the 3 or 4 digit security code"),
});
export type LocalCardInput = z.input<typeof localCardSchema>;

export const localConfirmSchema = localCardSchema.extend({ clientSecret: singleLineText("Payment", { min: 1, max: 200 }) });
export type LocalConfirmInput = z.input<typeof localConfirmSchema>;

export const localConfirmResponseSchema = z.object({ status: z.literal("succeeded") });
