// The subscription service at its edges, called directly with a fixed clock: two tabs starting a checkout, the
// customer name Stripe is given, a read of a subscription nobody here owns, a start's claim taken over, a read that
// brings only the subscription's id, and (PostgreSQL) an event that waits for the user row while another change to it
// commits.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { paymentEvents, userColumns, users } from "../../db/schema/index";
import { createLocalPayments } from "../../integrations/payments/local";
import type { StartSubscriptionInput } from "../../integrations/payments/port";
import { createSubscription } from "./subscription-start";
import * as repo from "./subscription.repository";
import { applySnapshot, confirmLocalPayment } from "./subscription.service";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
});
afterAll(() => database.close());

const fixed = new Date("2027-05-01T00:00:00Z");
const newUser = async (email: string, names: { firstName?: string | null; lastName?: string | null } = {}) =>
  (
    await database.db
      .insert(users)
      .values({ email, ...names })
      .returning(userColumns)
  )[0]!;
const userRow = async (id: string) => (await database.db.select(userColumns).from(users).where(eq(users.id, id)))[0]!;
const eventsOf = (userId: string) => database.db.select().from(paymentEvents).where(eq(paymentEvents.userId, userId));

describe("the subscription service at its edges", () => {
  it("two tabs starting a checkout from the same page get one checkout, and paying it twice pays once (review R33)", async () => {
    const db = database.db;
    const deps = { db, payments: createLocalPayments(db, () => fixed), now: () => fixed };
    const user = await newUser("two-tabs@example.com");
    // Both tabs started from the same page, before either stored a subscription: both hold the same old user row.
    const first = await createSubscription(deps, user);
    const second = await createSubscription(deps, user);
    expect(second.clientSecret).toBe(first.clientSecret);
    await confirmLocalPayment(deps, user, { clientSecret: first.clientSecret, cardNumber: "4242424242424242" });
    const afterFirst = await userRow(user.id);
    expect(afterFirst.subscriptionStatus).toBe("active");
    await confirmLocalPayment(deps, afterFirst, { clientSecret: second.clientSecret, cardNumber: "4242424242424242" });
    expect((await userRow(user.id)).stripeSubscriptionId).toBe(afterFirst.stripeSubscriptionId);
    expect(await eventsOf(user.id)).toHaveLength(1);
  });

  it("gives the payment provider the shopper's name from the parts there are, or none", async () => {
    const db = database.db;
    const local = createLocalPayments(db, () => fixed);
    const names: (string | null)[] = [];
    const payments = {
      ...local,
      startSubscription: (input: StartSubscriptionInput) => {
        names.push(input.name);
        return local.startSubscription(input);
      },
    };
    const deps = { db, payments, now: () => fixed };
    await createSubscription(deps, await newUser("dana@example.com", { firstName: "Dana" }));
    await createSubscription(deps, await newUser("lee@example.com", { lastName: "Lee" }));
    await createSubscription(deps, await newUser("nameless@example.com"));
    expect(names).toEqual(["Dana", "Lee", null]);
  });

  it("records nothing for a read of a subscription that belongs to nobody here", async () => {
    const result = await applySnapshot(database.db, {
      provider: "local",
      eventId: "check_nobody",
      type: "check",
      occurredAt: fixed,
      source: "read",
      snapshot: {
        subscriptionId: "sub_nobody",
        customerId: "cus_nobody",
        status: "canceled",
        ended: true,
        canceledAt: fixed,
        currentPeriodEnd: fixed,
        userId: null,
      },
    });
    expect(result).toBe("ignored");
    expect(await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, "check_nobody"))).toEqual([]);
  });

  it("keeps a start's claim while the provider is slow, so a second start waits and reuses its checkout (R33)", async () => {
    const db = database.db;
    const local = createLocalPayments(db);
    const user = await newUser("slow-provider@example.com");
    let running = 0;
    let most = 0;
    const inputs: StartSubscriptionInput[] = [];
    // A provider call that takes longer than the claim lasts unrenewed (the SDK retries for up to a minute a call).
    const slow = {
      ...local,
      startSubscription: async (input: StartSubscriptionInput) => {
        inputs.push(input);
        most = Math.max(most, ++running);
        await new Promise((resolve) => setTimeout(resolve, 900));
        try {
          return await local.startSubscription(input);
        } finally {
          running--;
        }
      },
    };
    const deps = { db, payments: slow };
    const first = createSubscription(deps, user, 200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const second = createSubscription(deps, user, 200);
    const [a, b] = await Promise.all([first, second]);
    expect(most).toBe(1);
    expect(b.clientSecret).toBe(a.clientSecret);
    expect(inputs[1]?.subscriptionId).toBe((await userRow(user.id)).stripeSubscriptionId);
    expect((await userRow(user.id)).subscriptionStartClaimedAt).toBeNull();
  });

  it("tells a start whose lapsed claim another start took over that it holds it no more, and leaves that claim alone", async () => {
    const db = database.db;
    const user = await newUser("claim-taken-over@example.com");
    const at = (seconds: number) => new Date(fixed.getTime() + seconds * 1000);
    expect(await repo.claimSubscriptionStart(db, user.id, at(0), at(-30))).toMatchObject({ id: user.id });
    // Held and renewed: the claim moves on.
    expect(await repo.renewSubscriptionStart(db, user.id, at(0), at(10))).toBe(true);
    // The first start stalled past its claim's 30 s; a second start takes the claim over.
    expect(await repo.claimSubscriptionStart(db, user.id, at(60), at(30))).toMatchObject({ id: user.id });
    expect(await repo.renewSubscriptionStart(db, user.id, at(10), at(61))).toBe(false);
    expect((await userRow(user.id)).subscriptionStartClaimedAt).toEqual(at(60));
  });

  it("records the subscription's id from a read that changes nothing else (a Premium stored without its id)", async () => {
    const end = new Date("2027-06-01T00:00:00Z");
    const [user] = await database.db
      .insert(users)
      .values({ email: "premium-without-id@example.com", subscriptionStatus: "active", subscriptionCurrentPeriodEnd: end })
      .returning(userColumns);
    const result = await applySnapshot(database.db, {
      provider: "local",
      eventId: "check_without_id",
      type: "check",
      occurredAt: fixed,
      source: "read",
      snapshot: {
        subscriptionId: "sub_found",
        customerId: "cus_found",
        status: "active",
        ended: false,
        canceledAt: null,
        currentPeriodEnd: end,
        userId: user!.id,
      },
    });
    expect(result).toBe("applied");
    expect(await userRow(user!.id)).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: "sub_found" });
    expect(await eventsOf(user!.id)).toMatchObject([{ type: "check", outcome: "applied" }]);
  });
});

// PGlite runs one statement at a time, so only a server can hold the row lock this needs.
describe.runIf(inject("postgresTemplate"))("an event that waits for the user row while another change to it commits", () => {
  it("is judged against the row as it stands after that change, not as it was read before", async () => {
    const db = database.db;
    const end = new Date("2099-01-01T00:00:00Z");
    const [user] = await db
      .insert(users)
      .values({
        email: "row-lock@example.com",
        subscriptionStatus: "active",
        stripeSubscriptionId: "sub_OLD",
        stripeCustomerId: "cus_row_lock",
        subscriptionCurrentPeriodEnd: end,
      })
      .returning();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let changed!: () => void;
    const hasChanged = new Promise<void>((resolve) => (changed = resolve));
    // The shopper's new subscription is being stored, its transaction still open.
    const storing = db.transaction(async (tx) => {
      await tx.update(users).set({ stripeSubscriptionId: "sub_NEW" }).where(eq(users.id, user!.id));
      changed();
      await held;
    });
    await hasChanged;
    // Meanwhile the old subscription's cancellation arrives: it reads the user, then waits for the row lock.
    const applying = applySnapshot(db, {
      provider: "stripe",
      eventId: "evt_row_lock",
      type: "customer.subscription.updated",
      occurredAt: fixed,
      source: "event",
      snapshot: {
        subscriptionId: "sub_OLD",
        customerId: "cus_row_lock",
        status: "canceled",
        ended: false,
        canceledAt: fixed,
        currentPeriodEnd: end,
        userId: user!.id,
      },
    });
    let waiting = false;
    for (let tries = 0; tries < 1_000 && !waiting; tries++) {
      const [row] = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      )) as unknown as { n: number }[];
      waiting = row!.n > 0;
      if (!waiting) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(waiting).toBe(true);
    release();
    await storing;
    expect(await applying).toBe("ignored");
    expect(await userRow(user!.id)).toMatchObject({ subscriptionStatus: "active", stripeSubscriptionId: "sub_NEW" });
  });
});
