import { z } from "zod";
import { cartEntrySchema, quantitySchema } from "./catalog";
import { idSchema } from "./common";

export const RECURRING_FREQUENCIES = ["weekly", "monthly"] as const;
export const recurringFrequencySchema = z.enum(RECURRING_FREQUENCIES, { error: "Frequency must be weekly or monthly" });
export type RecurringFrequency = z.infer<typeof recurringFrequencySchema>;

export const MAX_RECURRING_ORDER_ITEMS = 100;
export const MAX_RECURRING_ORDERS = 20;
/** Spec §5: both checked by the server so the message is exactly this. */
export const EMPTY_ORDER_MESSAGE = "Cart is empty";
export const NO_STORES_MESSAGE = "No stores selected for transfer";
export const MAX_TRANSFER_STORES = 5;

export const recurringOrderItemSchema = z.object({
  itemId: z.number().int(),
  quantity: z.number().int(),
  item: cartEntrySchema.shape.item,
});

export const recurringOrderSchema = z.object({
  id: z.number().int(),
  frequency: recurringFrequencySchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  nextOrderDate: z.string(),
  lastRunAt: z.string().nullable(),
  items: z.array(recurringOrderItemSchema),
});
export type RecurringOrder = z.infer<typeof recurringOrderSchema>;
export const recurringOrdersResponseSchema = z.array(recurringOrderSchema);

export const createRecurringOrderSchema = z.object({
  frequency: recurringFrequencySchema,
  items: z
    .array(z.object({ itemId: idSchema, quantity: quantitySchema }))
    .max(MAX_RECURRING_ORDER_ITEMS, `An order can have at most ${MAX_RECURRING_ORDER_ITEMS} items`)
    .refine((items) => new Set(items.map((i) => i.itemId)).size === items.length, "Items must not repeat"),
});
export type CreateRecurringOrder = z.input<typeof createRecurringOrderSchema>;

export const updateRecurringOrderSchema = z.object({ isActive: z.boolean({ error: "isActive must be true or false" }) });

export const transferToStoresSchema = z.object({
  storeIds: z
    .array(idSchema)
    .max(MAX_TRANSFER_STORES, `At most ${MAX_TRANSFER_STORES} stores at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Store ids must not repeat"),
});
export const transferToStoresResponseSchema = z.object({
  stores: z.array(z.object({ storeId: z.number().int(), name: z.string(), url: z.string().nullable() })),
});
export type TransferToStoresResponse = z.infer<typeof transferToStoresResponseSchema>;
