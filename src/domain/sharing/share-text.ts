/** Texts about a shared list that the server (link previews) and the web (messages) both produce. */

import { SHARED_LIST_RETENTION_DAYS } from "../contracts/sharing";

/** The retention rule in words, where a list is shared and listed (decision 045). */
export function sharedListRetentionNote(days = SHARED_LIST_RETENTION_DAYS): string {
  const span = days === 365 ? "a year" : `${days} days`;
  return `The link keeps working while people open it; a list nobody opens for ${span} is removed.`;
}

/** The path of a shared list's page. */
export const sharedListPath = (id: string) => `/shared/${id}`;

const PREVIEW_ITEMS = 3;

/** The link preview's description: the item count and the first few item names. */
export function sharedListPreviewDescription(itemNames: readonly string[]): string {
  const count = itemNames.length;
  if (count === 0) return "An empty grocery list shared on PennyCart.";
  const first = itemNames.slice(0, PREVIEW_ITEMS).join(", ");
  const more = count > PREVIEW_ITEMS ? ` and ${count - PREVIEW_ITEMS} more` : "";
  return `${count} ${count === 1 ? "item" : "items"}: ${first}${more}.`;
}

/** The default SMS text in the share dialog's result view (spec §5). */
export const shareResultMessage = (link: string) => `Check out my grocery list: ${link}`;

/** The default SMS text on the shared list page (spec §5). */
export const sharedListPageMessage = (title: string | null | undefined, pageUrl: string) =>
  `Check out this grocery list: ${title?.trim() || "Grocery List"} - ${pageUrl}`;

/** The owner's display name on a shared list, or 'Anonymous'. */
export function sharedListOwnerName(owner: { firstName: string | null; lastName: string | null }): string {
  const name = [owner.firstName, owner.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || "Anonymous";
}
