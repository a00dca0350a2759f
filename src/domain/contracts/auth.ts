import { z } from "zod";

export const subscriptionStatusSchema = z.enum(["free", "active", "canceled"]);

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionCanceledAt: z.string().nullable(),
  subscriptionCurrentPeriodEnd: z.string().nullable(),
  isFamilyPremium: z.boolean(),
  isAdmin: z.boolean(),
  // Premium status (spec §3), computed on the server by computePremiumStatus.
  isPremium: z.boolean(),
  isInGracePeriod: z.boolean(),
  gracePeriodDaysRemaining: z.number().int().min(0),
  hasPremiumAccess: z.boolean(),
  graceEndsAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(80, `${label} must be at most 80 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** The local (development) sign-in form, shared by the /login page and POST /api/login/local. */
export const localLoginSchema = z.object({
  email: z.string({ error: "Email is required" }).trim().toLowerCase().pipe(z.email("Please enter a valid email address").max(254)),
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
  returnTo: z.string().optional(),
});
export type LocalLoginInput = z.input<typeof localLoginSchema>;

export const appConfigSchema = z.object({
  advertisingEmail: z.string(),
  signIn: z.enum(["local", "oidc"]),
  payments: z.enum(["local", "stripe"]),
  stripePublishableKey: z.string().nullable(),
});
export type AppConfigResponse = z.infer<typeof appConfigSchema>;

/** Only same-origin paths are followed after sign-in; anything else lands on the home page. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}
