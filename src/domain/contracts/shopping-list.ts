import { z } from "zod";

/** What a client may send as `Idempotency-Key` on a cart change (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Body of PUT /api/cart/{id}/checked: ticks an entry off the shopping list, or back on. */
export const cartCheckSchema = z.object({ checked: z.boolean({ error: "checked must be true or false" }) });
export type CartCheckInput = z.infer<typeof cartCheckSchema>;

/**
 * Header a queued change carries with the id of the shopper who made it (decision 032): the server refuses the
 * change with 412, unchanged, when the session has become someone else's by the time it is sent.
 */
export const EXPECTED_SHOPPER_HEADER = "x-pennycart-shopper";
