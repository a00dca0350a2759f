import { describe, expect, it } from "vitest";
import { isFarFromReference, judgeShopperPrice, reportMessage, type ReportVote } from "./price-report";

const vote = (account: string, network: string | null, cents: number): ReportVote => ({ account, network, cents });

describe("isFarFromReference", () => {
  it("is near within 3 × and ⅓ of the reference, the bounds included, and far one cent past them", () => {
    expect(isFarFromReference(349, 349)).toBe(false);
    expect(isFarFromReference(300, 100)).toBe(false);
    expect(isFarFromReference(100, 300)).toBe(false);
    expect(isFarFromReference(301, 100)).toBe(true);
    expect(isFarFromReference(99, 300)).toBe(true);
  });
});

describe("judgeShopperPrice", () => {
  const three = [vote("a", "n1", 319), vote("b", "n2", 319), vote("c", "n1", 319)];

  it("shows a price three accounts from two networks reported exactly", () => {
    expect(judgeShopperPrice(319, 349, three)).toBe("shown");
  });

  it("waits with two accounts, with three from one network, or when one of the three differs by a cent", () => {
    expect(judgeShopperPrice(319, 349, three.slice(0, 2))).toBe("awaiting-agreement");
    expect(judgeShopperPrice(319, 349, [vote("a", "n1", 319), vote("b", "n1", 319), vote("c", "n1", 319)])).toBe(
      "awaiting-agreement",
    );
    expect(judgeShopperPrice(319, 349, [vote("a", "n1", 319), vote("b", "n2", 319), vote("c", "n1", 318)])).toBe(
      "awaiting-agreement",
    );
  });

  it("counts an account once however many votes it has, and a vote without a network as no network", () => {
    expect(judgeShopperPrice(319, 349, [vote("a", "n1", 319), vote("a", "n2", 319), vote("b", "n3", 319)])).toBe(
      "awaiting-agreement",
    );
    expect(judgeShopperPrice(319, 349, [vote("a", "n1", 319), vote("b", null, 319), vote("c", null, 319)])).toBe(
      "awaiting-agreement",
    );
    expect(judgeShopperPrice(319, 349, [vote("a", "n1", 319), vote("b", null, 319), vote("c", "n2", 319)])).toBe("shown");
  });

  it("leaves a price far from the reference, or where there is none, to an admin whatever the agreement", () => {
    const far = [vote("a", "n1", 1200), vote("b", "n2", 1200), vote("c", "n3", 1200)];
    expect(judgeShopperPrice(1200, 349, far)).toBe("far-from-reference");
    expect(judgeShopperPrice(1200, null, far)).toBe("no-reference");
    expect(judgeShopperPrice(1047, 349, [vote("a", "n1", 1047), vote("b", "n2", 1047), vote("c", "n3", 1047)])).toBe("shown");
  });
});

describe("reportMessage", () => {
  it("tells the shopper who sees the price now", () => {
    expect(reportMessage("shown")).toBe("Thanks! Other shoppers reported the same price, so it is now shown for this store.");
    expect(reportMessage("awaiting-agreement")).toBe(
      "Thanks! You see your price now; other shoppers will see it once more shoppers report the same price.",
    );
    for (const standing of ["far-from-reference", "no-reference"] as const)
      expect(reportMessage(standing)).toBe(
        "Thanks! This price is far from the one we have, so it will be checked before other shoppers see it.",
      );
  });
});
