import { formatListLines, type ExportItem } from "./shopping-list";

export const CART_SMS_HEADING = "My Shopping List:";

/** Default SMS text for a cart export (spec §5): 'My Shopping List:' then one item line per row. */
export function cartSmsMessage(items: readonly ExportItem[]): string {
  return [CART_SMS_HEADING, ...formatListLines(items)].join("\n");
}

/** The message a shopper typed, or the default when it is blank after trimming. */
export function smsMessageOrDefault(custom: string | null | undefined, defaultMessage: string): string {
  const trimmed = (custom ?? "").trim();
  return trimmed === "" ? defaultMessage : trimmed;
}
