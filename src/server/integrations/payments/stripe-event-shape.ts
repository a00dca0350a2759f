import type Stripe from "stripe";
import { z } from "zod";
import { WebhookPayloadError } from "./port";

/**
 * The parts of a Stripe event that the app reads, checked before they are used: a correctly signed
 * event with another shape (an API version we do not know, a test sent by hand) is refused with a
 * 400 instead of failing deep inside the mapping, which Stripe would retry for days.
 */
const idOrObject = z.union([z.string(), z.object({ id: z.string() }).loose()]);
const seconds = z.number().int().nullish();

const eventShape = z
  .object({
    id: z.string().min(1),
    type: z.string().min(1),
    created: z.number().int(),
    data: z.object({ object: z.object({}).loose() }).loose(),
  })
  .loose();

const subscriptionShape = z
  .object({
    id: z.string().min(1),
    status: z.string().min(1),
    customer: idOrObject,
    metadata: z.record(z.string(), z.string()).nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    cancel_at: seconds,
    canceled_at: seconds,
    ended_at: seconds,
    current_period_end: seconds,
    items: z
      .object({ data: z.array(z.object({ current_period_end: seconds }).loose()) })
      .loose()
      .nullish(),
  })
  .loose();

const invoiceShape = z
  .object({
    parent: z
      .object({ subscription_details: z.object({ subscription: idOrObject.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
    subscription: idOrObject.nullish(),
  })
  .loose();

function check(schema: z.ZodType, value: unknown, what: string): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new WebhookPayloadError(
      `Malformed ${what}: ${issue ? `${issue.path.join(".") || "(root)"} ${issue.message}` : "unreadable"}`,
    );
  }
}

/** Throws WebhookPayloadError unless `event` has every field the app reads, with the right types. */
export function assertReadableEvent(event: unknown): asserts event is Stripe.Event {
  check(eventShape, event, "event");
  const { type, data } = event as Stripe.Event;
  if (type.startsWith("customer.subscription.")) check(subscriptionShape, data.object, "subscription");
  else if (type.startsWith("invoice.")) check(invoiceShape, data.object, "invoice");
}
