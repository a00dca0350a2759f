/**
 * Premium status (spec §4), computed from the user's subscription fields and an explicit "now".
 *
 * Two flags, on purpose:
 * - isPremium: the user's own paid Premium, i.e. subscription 'active', or 'canceled' while
 *   still inside the grace period. Family membership does not count here.
 * - hasPremiumAccess: may use Premium features at all: isPremium OR isFamilyPremium. Every
 *   guard (server requirePremium, web upsell checks, shared-list SMS) must use this flag.
 */

export const GRACE_PERIOD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Dates arrive as Date on the server (database rows) and as ISO strings in the web app. */
export type DateInput = Date | string;

/** The user fields premium status depends on. */
export interface PremiumUserFields {
  subscriptionStatus: string | null | undefined;
  subscriptionCanceledAt?: DateInput | null;
  subscriptionCurrentPeriodEnd?: DateInput | null;
  isFamilyPremium?: boolean | null;
  createdAt: DateInput;
}

/** Normalised subscription status: anything other than 'active' or 'canceled' is 'free'. */
export type SubscriptionStatus = "free" | "active" | "canceled";

export interface PremiumStatus {
  isPremium: boolean;
  subscriptionStatus: SubscriptionStatus;
  isFamilyPremium: boolean;
  isInGracePeriod: boolean;
  /** Whole days left in the grace period, rounded up; 0 when not in it. */
  gracePeriodDaysRemaining: number;
  hasPremiumAccess: boolean;
  /** When premium ends for a canceled user with a cancellation date (even if already past); null otherwise. */
  graceEndsAt: Date | null;
}

export type PlanLabel = "Free" | "Premium (Active)" | "Grace Period" | "Family Premium";
export type PlanBadgeText = "Free Plan" | "Premium Member";

function toTime(value: DateInput | null | undefined): number | null {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Date.parse(null or undefined) is NaN, read as null below; the check is for the type
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

export function normalizeSubscriptionStatus(value: string | null | undefined): SubscriptionStatus {
  return value === "active" || value === "canceled" ? value : "free";
}

/**
 * End of a canceled user's grace period: the later of createdAt + 30 days (spec §4) and the
 * paid-through date (subscriptionCurrentPeriodEnd), so a cancellation never cuts off time
 * already paid for. Null unless the subscription is canceled and a cancellation date exists.
 * Days are 24-hour periods (UTC), so server and browser agree whatever their time zone.
 */
export function computeGraceEnd(user: PremiumUserFields): Date | null {
  if (normalizeSubscriptionStatus(user.subscriptionStatus) !== "canceled") return null;
  if (toTime(user.subscriptionCanceledAt) === null) return null;
  const created = toTime(user.createdAt);
  const periodEnd = toTime(user.subscriptionCurrentPeriodEnd);
  const candidates = [created === null ? null : created + GRACE_PERIOD_DAYS * DAY_MS, periodEnd].filter(
    (time): time is number => time !== null,
  );
  return candidates.length === 0 ? null : new Date(Math.max(...candidates));
}

/** Premium status of a user at `now` (spec §4 and §6). */
export function computePremiumStatus(user: PremiumUserFields, now: Date): PremiumStatus {
  const subscriptionStatus = normalizeSubscriptionStatus(user.subscriptionStatus);
  const isFamilyPremium = user.isFamilyPremium === true;
  const endsAt = computeGraceEnd(user);
  const msLeft = endsAt === null ? 0 : endsAt.getTime() - now.getTime();
  const isInGracePeriod = msLeft > 0;
  const isPremium = subscriptionStatus === "active" || isInGracePeriod;
  return {
    isPremium,
    subscriptionStatus,
    isFamilyPremium,
    isInGracePeriod,
    gracePeriodDaysRemaining: isInGracePeriod ? Math.ceil(msLeft / DAY_MS) : 0,
    hasPremiumAccess: isPremium || isFamilyPremium,
    graceEndsAt: endsAt,
  };
}

/**
 * Whether a canceled subscription's paid period is still running: the user has paid through a later
 * date. Such a subscription is resumed (renewal turned back on, nothing charged) rather than bought
 * again, so no period is ever paid twice (issue 28).
 */
export function isPaidPeriodRunning(user: PremiumUserFields, now: Date): boolean {
  if (normalizeSubscriptionStatus(user.subscriptionStatus) !== "canceled") return false;
  const periodEnd = toTime(user.subscriptionCurrentPeriodEnd);
  return periodEnd !== null && periodEnd > now.getTime();
}

/**
 * Whether a new subscription may start: not while one is active, nor while a canceled one is still
 * paid for (that one is resumed instead). A user in the grace period whose paid time is over may
 * subscribe again.
 */
export function maySubscribe(user: PremiumUserFields, now: Date): boolean {
  return normalizeSubscriptionStatus(user.subscriptionStatus) !== "active" && !isPaidPeriodRunning(user, now);
}

/**
 * The plan label (spec §4). A paying subscriber is 'Premium (Active)' even when also a family
 * member, so they can still see and cancel their own subscription; family beats grace because
 * family access does not run out.
 */
export function planLabel(status: PremiumStatus): PlanLabel {
  if (status.subscriptionStatus === "active") return "Premium (Active)";
  if (status.isFamilyPremium) return "Family Premium";
  if (status.isInGracePeriod) return "Grace Period";
  return "Free";
}

/** The welcome banner / account badge (spec §1): any premium access counts. */
export function planBadgeText(status: PremiumStatus): PlanBadgeText {
  return status.hasPremiumAccess ? "Premium Member" : "Free Plan";
}
