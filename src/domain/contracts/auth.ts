import { z } from "zod";
import { singleLineText } from "./common";

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
  /** A cancelled subscription still paid for, whose renewal can be turned back on (POST /api/resume-subscription). */
  canResumeSubscription: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

const optionalName = (label: string) =>
  singleLineText(label, { max: 80 })
    .optional()
    .transform((value) => (value ? value : undefined));

/** The local (development) sign-in form, shared by the /login page and POST /api/login/local. */
export const localLoginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Please enter a valid email address").max(254, "Email must be at most 254 characters")),
  firstName: optionalName("First name"),
  lastName: optionalName("Last name"),
  // Checked by safeReturnTo where it is followed; anything unsafe lands on the home page.
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

// Browsers drop tab, CR and LF inside URLs ("/\t/evil.example" becomes "//evil.example"), and read a
// backslash as a slash: a path with any of them is never followed.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_IN_PATH = /[\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The path to land on after sign-in: only a path on our own origin is followed, anything else lands
 * on the home page. The result is what `new URL` makes of it, so it is percent-encoded (safe in a
 * Location header) and cannot name another host.
 */
export function safeReturnTo(value: unknown, origin = "http://localhost"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || UNSAFE_IN_PATH.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return "/";
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can normalise into "//host" ("/.//evil.example"): as a Location that is another site.
  if (url.origin !== new URL(origin).origin || path.startsWith("//")) return "/";
  return path;
}
