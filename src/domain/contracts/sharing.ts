import { z } from "zod";
import { multiLineText, singleLineText } from "./common";

export const MAX_SHARED_LIST_TITLE = 100;
export const MAX_SHARED_LIST_DESCRIPTION = 500;
/** Lists one user may share in 24 hours. */
export const MAX_SHARED_LISTS_PER_DAY = 50;
/** Live lists one user may have at once (decision 045): each is a snapshot of a whole cart. */
export const MAX_LIVE_SHARED_LISTS = 200;
/** A list whose link nobody opened for this many days is removed (decision 045). */
export const SHARED_LIST_RETENTION_DAYS = 365;
/** How often opening a link refreshes its list's last view: at most once a day, so a read rarely writes. */
export const SHARED_LIST_VIEW_REFRESH_HOURS = 24;
export const DEFAULT_SHARED_LIST_TITLE = "My Grocery List";

/** A shared list's id as minted by the server: 16 random bytes in base64url (22 characters). */
export const SHARED_LIST_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The create form and the create call: one schema for both. */
export const createSharedListSchema = z.object({
  title: singleLineText("Title", { min: 1, max: MAX_SHARED_LIST_TITLE }),
  description: multiLineText("Description", { max: MAX_SHARED_LIST_DESCRIPTION }).optional(),
});
export type CreateSharedListInput = z.input<typeof createSharedListSchema>;

/** Any text in the path: an id that is not one the server could have minted is simply not found. */
export const sharedListParamsSchema = z.object({ id: z.string().max(200) });

export const createdSharedListSchema = z.object({ id: z.string(), shareUrl: z.string() });
export type CreatedSharedList = z.infer<typeof createdSharedListSchema>;

export const sharedListItemSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  item: z.object({ name: z.string(), brand: z.string(), unit: z.string() }),
});
export type SharedListItem = z.infer<typeof sharedListItemSchema>;

/** The public view of a list: the owner by name only, never their e-mail or id. */
export const sharedListSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  owner: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
  items: z.array(sharedListItemSchema),
});
export type SharedList = z.infer<typeof sharedListSchema>;

/** One of the caller's own lists, for 'My shared lists'. */
export const mySharedListSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  shareUrl: z.string(),
});
export type MySharedList = z.infer<typeof mySharedListSchema>;
export const mySharedListsSchema = z.array(mySharedListSchema);

/** What copying a list into the cart did: `added` entries merged, `skipped` items no longer in the catalog. */
export const copyToCartResultSchema = z.object({ added: z.number().int(), skipped: z.number().int() });
export type CopyToCartResult = z.infer<typeof copyToCartResultSchema>;
