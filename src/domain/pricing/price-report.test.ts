import { describe, expect, it } from "vitest";
import { reportStatus } from "./price-report";

describe("reportStatus", () => {
  it("trusts a report within 3 × and ⅓ of the current price, the bounds included", () => {
    expect(reportStatus(349, 349)).toBe("trusted");
    expect(reportStatus(300, 100)).toBe("trusted");
    expect(reportStatus(100, 300)).toBe("trusted");
  });

  it("holds one more than 3 × or under ⅓ of it, and one with nothing to compare with", () => {
    expect(reportStatus(301, 100)).toBe("held");
    expect(reportStatus(99, 300)).toBe("held");
    expect(reportStatus(349, null)).toBe("held");
  });

  it("always holds a report, even of $0.00, where the store has no current price or a zero one", () => {
    for (const current of [null, 0, -1]) for (const reported of [0, 1, 349]) expect(reportStatus(reported, current)).toBe("held");
  });
});
