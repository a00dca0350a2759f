import type { ClientSecretResponse } from "../../../domain/contracts/subscription";
import { maySubscribe } from "../../../domain/premium/status";
import type { UserRow } from "../../db/schema/index";
import { HttpError } from "../../plugins/errors";
import * as repo from "./subscription.repository";
import { clock, readBack, type SubscriptionDeps } from "./subscription.service";

/** How long a start's claim lasts unrenewed: a start renews it every third of this while the provider answers. */
export const START_CLAIM_MS = 30_000;
/** How long a second start waits for the first before it is told to try again. */
const START_WAIT_MS = 30_000;
const START_WAIT_STEP_MS = 100;

/**
 * Spec §7 create-subscription: a subscription awaiting its first payment, and that payment's client secret.
 * One start at a time per user (review R33): a second call made while the first talks to the provider waits for it,
 * then reuses the checkout it saved (the same client secret) instead of making a second payable subscription.
 */
export async function createSubscription(
  deps: SubscriptionDeps,
  user: UserRow,
  claimMs = START_CLAIM_MS,
): Promise<ClientSecretResponse> {
  const waitUntil = Date.now() + START_WAIT_MS;
  for (;;) {
    let heldAt = clock(deps);
    const claimed = await repo.claimSubscriptionStart(deps.db, user.id, heldAt, new Date(heldAt.getTime() - claimMs));
    if (claimed) {
      // Renewed while the provider answers (its SDK retries a call for up to a minute); a crashed server's claim
      // lapses after claimMs. Renewals run one after another, and the release waits for the last one.
      let renewal = Promise.resolve();
      const renewing = setInterval(() => {
        renewal = renewal.then(async () => {
          const next = clock(deps);
          if (await repo.renewSubscriptionStart(deps.db, user.id, heldAt, next).catch(() => false)) heldAt = next;
        });
      }, claimMs / 3);
      try {
        return await startClaimed(deps, claimed);
      } finally {
        clearInterval(renewing);
        await renewal;
        await repo.releaseSubscriptionStart(deps.db, user.id, heldAt);
      }
    }
    if (Date.now() > waitUntil) throw new HttpError(409, "A checkout is already being started. Please try again.");
    await new Promise((resolve) => setTimeout(resolve, START_WAIT_STEP_MS));
  }
}

async function startClaimed(deps: SubscriptionDeps, user: UserRow): Promise<ClientSecretResponse> {
  // A canceled subscription still paid for is resumed (POST /api/resume-subscription), never bought twice.
  if (!maySubscribe(user, clock(deps))) throw new HttpError(409, "You already have Premium");
  // The checkout the user has was paid at the provider, and no webhook or status check has told us yet (review R41):
  // apply it and answer as for Premium, rather than start a second subscription the user would be sent to pay.
  // The same when it was also set to end there (paid, running to its period's end): resumed, never bought twice.
  if (user.stripeSubscriptionId) {
    const tracked = await deps.payments.getSubscription(user.stripeSubscriptionId);
    if (tracked.status !== "incomplete" && !tracked.ended) {
      const state = await readBack(deps, user, "create", tracked);
      if (state.subscriptionStatus === "active" || state.isInGracePeriod) throw new HttpError(409, "You already have Premium");
    }
  }
  // Names are stored trimmed (the sign-in form and the OpenID claims trim them): a part left out is null.
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  const started = await deps.payments.startSubscription({
    userId: user.id,
    email: user.email,
    name,
    customerId: user.stripeCustomerId,
    subscriptionId: user.stripeSubscriptionId,
  });
  await repo.saveProviderIds(deps.db, user.id, started);
  return { clientSecret: started.clientSecret };
}
