import { MAX_SMS_LENGTH } from "../contracts/messaging";
import { formatListLines, type ExportItem } from "./shopping-list";

export const CART_SMS_HEADING = "My Shopping List:";

/**
 * Default SMS text for a cart export (spec §5): 'My Shopping List:' then one item line per row. A cart too long
 * for one text keeps the lines that fit within `maxCharacters` and ends with '…and N more items' (issue 27 item 5).
 */
export function cartSmsMessage(items: readonly ExportItem[], maxCharacters = MAX_SMS_LENGTH): string {
  const lines = formatListLines(items);
  const whole = [CART_SMS_HEADING, ...lines].join("\n");
  if (whole.length <= maxCharacters) return whole;
  let kept = lines.length;
  const shortened = () => {
    const more = lines.length - kept;
    return [CART_SMS_HEADING, ...lines.slice(0, kept), `…and ${more} more item${more === 1 ? "" : "s"}`].join("\n");
  };
  while (kept > 0 && shortened().length > maxCharacters) kept--;
  return shortened();
}

/** The message a shopper typed, or the default when it is blank after trimming. */
export function smsMessageOrDefault(custom: string | null | undefined, defaultMessage: string): string {
  const trimmed = (custom ?? "").trim();
  return trimmed === "" ? defaultMessage : trimmed;
}
