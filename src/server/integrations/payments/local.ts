import { randomBytes } from "node:crypto";
import { addMonths } from "date-fns/addMonths";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { localSubscriptions, type LocalSubscriptionRow } from "../../db/schema/index";
import type { LocalConfirmResult, PaymentsPort, StartSubscriptionInput, SubscriptionSnapshot } from "./port";

/**
 * Local test mode (the default outside production): a stand-in for Stripe that charges nothing. Its
 * records live in the database, so a pending checkout survives restarts and any instance can confirm it.
 * Cards follow Stripe's test numbers: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
 */

type Decline = { code: string; message: string };

const PAYING_CARDS = new Set([
  "4242424242424242",
  "4000056655665556",
  "5555555555554444",
  "2223003122003222",
  "378282246310005",
  "6011111111111117",
]);

// Stripe's decline test cards and the messages Stripe.js shows for them.
const DECLINING_CARDS: Record<string, Decline> = {
  "4000000000000002": { code: "card_declined", message: "Your card was declined." },
  "4000000000009995": { code: "insufficient_funds", message: "Your card has insufficient funds." },
  "4000000000009987": { code: "card_declined", message: "Your card was declined." },
  "4000000000000069": { code: "expired_card", message: "Your card has expired." },
  "4000000000000127": { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  "4000000000000119": {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The provider's answer to a test card: null when it pays, else a Stripe-style decline. */
export function testCardDecline(cardNumber: string): Decline | null {
  const digits = cardNumber.replace(/\D/g, "");
  if (PAYING_CARDS.has(digits)) return null;
  const decline = DECLINING_CARDS[digits];
  if (decline) return decline;
  if (!passesLuhn(digits)) return { code: "incorrect_number", message: "Your card number is incorrect." };
  return {
    code: "card_declined",
    message: "Your card was declined. Test mode accepts only test cards, such as 4242 4242 4242 4242.",
  };
}

const localCustomerId = (userId: string) => `cus_local_${userId.replace(/-/g, "")}`;

export function createLocalPayments(db: Db, clock: () => Date = () => new Date()): PaymentsPort {
  /** Renewals always succeed in test mode: a live subscription whose period has passed rolls forward. */
  async function current(row: LocalSubscriptionRow): Promise<LocalSubscriptionRow> {
    const now = clock();
    if (row.status !== "active" || !row.currentPeriodEnd || row.currentPeriodEnd > now) return row;
    if (row.cancelAtPeriodEnd) {
      const [ended] = await db
        .update(localSubscriptions)
        .set({ status: "canceled", updatedAt: now })
        .where(eq(localSubscriptions.id, row.id))
        .returning();
      return ended ?? row;
    }
    let periodEnd = row.currentPeriodEnd;
    while (periodEnd <= now) periodEnd = addMonths(periodEnd, 1);
    const [renewed] = await db
      .update(localSubscriptions)
      .set({ currentPeriodEnd: periodEnd, updatedAt: now })
      .where(eq(localSubscriptions.id, row.id))
      .returning();
    return renewed ?? row;
  }

  function toSnapshot(row: LocalSubscriptionRow): SubscriptionSnapshot {
    const status = row.status === "active" && row.cancelAtPeriodEnd ? "canceled" : row.status;
    return {
      subscriptionId: row.id,
      customerId: row.customerId,
      status,
      ended: row.status === "canceled",
      canceledAt: row.canceledAt,
      currentPeriodEnd: row.currentPeriodEnd,
      userId: row.userId,
    };
  }

  async function find(subscriptionId: string): Promise<LocalSubscriptionRow> {
    const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, subscriptionId));
    if (!row) throw new Error(`No such local subscription: ${subscriptionId}`);
    return current(row);
  }

  return {
    kind: "local",
    webhooks: null,

    async startSubscription(input: StartSubscriptionInput) {
      const customerId = input.customerId ?? localCustomerId(input.userId);
      if (input.subscriptionId) {
        const [pending] = await db
          .select()
          .from(localSubscriptions)
          .where(
            and(
              eq(localSubscriptions.id, input.subscriptionId),
              eq(localSubscriptions.userId, input.userId),
              eq(localSubscriptions.status, "incomplete"),
            ),
          );
        if (pending) return { customerId: pending.customerId, subscriptionId: pending.id, clientSecret: pending.clientSecret };
      }
      const id = `sub_local_${randomBytes(12).toString("hex")}`;
      const clientSecret = `pi_local_${randomBytes(12).toString("hex")}_secret_${randomBytes(18).toString("base64url")}`;
      await db
        .insert(localSubscriptions)
        .values({ id, userId: input.userId, customerId, clientSecret, createdAt: clock(), updatedAt: clock() });
      return { customerId, subscriptionId: id, clientSecret };
    },

    getSubscription: async (subscriptionId) => toSnapshot(await find(subscriptionId)),

    async cancelAtPeriodEnd(subscriptionId) {
      const row = await find(subscriptionId);
      if (row.status !== "active" || row.cancelAtPeriodEnd) return toSnapshot(row);
      const now = clock();
      const [updated] = await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: true, canceledAt: now, updatedAt: now })
        .where(eq(localSubscriptions.id, subscriptionId))
        .returning();
      return toSnapshot(updated ?? row);
    },

    async resumeRenewal(subscriptionId) {
      const row = await find(subscriptionId);
      if (row.status !== "active" || !row.cancelAtPeriodEnd) return toSnapshot(row);
      const [updated] = await db
        .update(localSubscriptions)
        .set({ cancelAtPeriodEnd: false, canceledAt: null, updatedAt: clock() })
        .where(and(eq(localSubscriptions.id, subscriptionId), eq(localSubscriptions.status, "active")))
        .returning();
      return toSnapshot(updated ?? (await find(subscriptionId)));
    },

    localCheckout: {
      async confirmPayment({ userId, clientSecret, cardNumber, alreadyPremium }): Promise<LocalConfirmResult> {
        const [row] = await db
          .select()
          .from(localSubscriptions)
          .where(and(eq(localSubscriptions.clientSecret, clientSecret), eq(localSubscriptions.userId, userId)));
        if (!row)
          return {
            ok: false,
            code: "resource_missing",
            message: "This payment was not found. Please reload the page and try again.",
          };
        if (row.status !== "incomplete") return { ok: true, snapshot: toSnapshot(await current(row)) };
        if (alreadyPremium) return { ok: false, code: "already_premium", message: "You already have Premium" };
        const now = clock();
        const decline = testCardDecline(cardNumber);
        if (decline) {
          await db
            .update(localSubscriptions)
            .set({ lastPaymentError: decline.code, updatedAt: now })
            .where(eq(localSubscriptions.id, row.id));
          return { ok: false, ...decline };
        }
        // Only a still-pending payment is charged, so two confirmations racing cannot both pay.
        const [paid] = await db
          .update(localSubscriptions)
          .set({ status: "active", currentPeriodEnd: addMonths(now, 1), lastPaymentError: null, updatedAt: now })
          .where(and(eq(localSubscriptions.id, row.id), eq(localSubscriptions.status, "incomplete")))
          .returning();
        return { ok: true, snapshot: toSnapshot(paid ?? (await find(row.id))) };
      },
    },
  };
}
