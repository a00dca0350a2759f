import { z } from "zod";

/** What a client may send as `Idempotency-Key` on a cart change (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** Body of PUT /api/cart/{id}/checked: ticks an entry off the shopping list, or back on. */
export const cartCheckSchema = z.object({ checked: z.boolean({ error: "checked must be true or false" }) });
export type CartCheckInput = z.infer<typeof cartCheckSchema>;
