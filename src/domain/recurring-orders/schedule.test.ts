import { describe, expect, it } from "vitest";
import { dueDate, firstOrderDate, nextOrderDate } from "./schedule";

// Local wall-clock dates, as date-fns counts days and months in the process's time zone.
const at = (y: number, m: number, d: number, h = 9) => new Date(y, m - 1, d, h, 30);

describe("first order date (spec §4)", () => {
  it("is creation plus 7 days for weekly orders", () => {
    expect(firstOrderDate("weekly", at(2026, 3, 10))).toEqual(at(2026, 3, 17));
    expect(firstOrderDate("weekly", at(2026, 12, 28))).toEqual(at(2027, 1, 4));
  });

  it("is creation plus 1 calendar month for monthly orders, clamped to the month's end", () => {
    expect(firstOrderDate("monthly", at(2026, 3, 10))).toEqual(at(2026, 4, 10));
    expect(firstOrderDate("monthly", at(2026, 1, 31))).toEqual(at(2026, 2, 28));
    expect(firstOrderDate("monthly", at(2028, 1, 31))).toEqual(at(2028, 2, 29));
    expect(firstOrderDate("monthly", at(2026, 12, 15))).toEqual(at(2027, 1, 15));
  });
});

describe("next order date after a run", () => {
  it("keeps the anchor's day of the month: Jan 31 -> Feb 28 -> Mar 31 -> Apr 30 -> May 31", () => {
    const anchor = at(2026, 1, 31);
    const dates = [firstOrderDate("monthly", anchor)];
    for (let i = 0; i < 4; i++) dates.push(nextOrderDate("monthly", anchor, dates.at(-1)!, dates.at(-1)!));
    expect(dates).toEqual([at(2026, 2, 28), at(2026, 3, 31), at(2026, 4, 30), at(2026, 5, 31), at(2026, 6, 30)]);
  });

  it("keeps the 30th through February of a leap year", () => {
    const anchor = at(2027, 12, 30);
    const feb = nextOrderDate("monthly", anchor, at(2028, 1, 30), at(2028, 1, 30));
    expect(feb).toEqual(at(2028, 2, 29));
    expect(nextOrderDate("monthly", anchor, feb, feb)).toEqual(at(2028, 3, 30));
  });

  it("advances weekly orders by 7 days from the previous due date, not from the run time", () => {
    const anchor = at(2026, 3, 1);
    const due = dueDate("weekly", anchor, 2);
    expect(due).toEqual(at(2026, 3, 15));
    // The scheduler ran three hours late: the next date is still a week after the due date.
    expect(nextOrderDate("weekly", anchor, due, at(2026, 3, 15, 12))).toEqual(at(2026, 3, 22));
  });

  it("after a missed stretch runs once and moves to the next date still ahead", () => {
    const anchor = at(2026, 3, 1);
    // Due Mar 8, the server was down until Apr 2: the next date is Apr 5, not Mar 15.
    expect(nextOrderDate("weekly", anchor, at(2026, 3, 8), at(2026, 4, 2))).toEqual(at(2026, 4, 5));
    // Due Feb 28 (anchor Jan 31), run on May 3: next is May 31.
    expect(nextOrderDate("monthly", at(2026, 1, 31), at(2026, 2, 28), at(2026, 5, 3))).toEqual(at(2026, 5, 31));
  });

  it("moves past `now` when the run is exactly on a later schedule date", () => {
    expect(nextOrderDate("weekly", at(2026, 3, 1), at(2026, 3, 8), at(2026, 3, 15))).toEqual(at(2026, 3, 22));
  });
});
