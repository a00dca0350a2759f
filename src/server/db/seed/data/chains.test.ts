import { describe, expect, it } from "vitest";
import { PRICE_LEVEL_CHAINS } from "../../../../domain/pricing/price-levels";
import { CHAINS, CHAIN_SLUGS, PRICE_LEVELS } from "./chains";

describe("chains", () => {
  it("lists the 17 chains once each, in slug order", () => {
    expect(CHAINS.map((c) => c.slug)).toEqual([...CHAIN_SLUGS]);
    expect(new Set(CHAINS.map((c) => c.name)).size).toBe(17);
  });

  it("has badge colours, logo letters and https links", () => {
    expect(new Set(CHAINS.map((c) => c.color.toUpperCase())).size).toBe(CHAINS.length);
    for (const chain of CHAINS) {
      expect(chain.color, chain.slug).toMatch(/^#[0-9A-F]{6}$/i);
      expect(chain.logo, chain.slug).toMatch(/^[A-Z]{2,3}$/);
      for (const url of [chain.websiteUrl, chain.onlineShoppingUrl, chain.searchUrlTemplate]) {
        if (url !== null) expect(url, chain.slug).toMatch(/^https:\/\//);
      }
      if (chain.searchUrlTemplate !== null) expect(chain.searchUrlTemplate, chain.slug).toContain("{query}");
      if (chain.supportsOnlineOrdering) expect(chain.onlineShoppingUrl, chain.slug).not.toBeNull();
    }
  });

  it("marks budget chains, which price below the others", () => {
    const budget = CHAINS.filter((c) => c.isBudget);
    expect(budget.map((c) => c.slug).sort()).toEqual(["aldi", "save-a-lot", "shop-n-save", "walmart"]);
    const mean = (list: typeof CHAINS) => list.reduce((sum, c) => sum + c.priceLevel, 0) / list.length;
    expect(mean(budget)).toBeLessThan(mean(CHAINS.filter((c) => !c.isBudget)));
    for (const chain of CHAINS) {
      expect(chain.priceLevel, chain.slug).toBeGreaterThan(0.7);
      expect(chain.priceLevel, chain.slug).toBeLessThan(1.4);
    }
  });

  it("puts every chain at one of a few coarse levels, so chains no source tells apart get one estimate", () => {
    for (const chain of CHAINS) expect(chain.priceLevel, chain.slug).toBe(PRICE_LEVELS[chain.level]);
    const byLevel = (level: keyof typeof PRICE_LEVELS) => CHAINS.filter((c) => c.level === level).map((c) => c.slug).sort();
    expect(byLevel("conventional")).toEqual(["foodland", "fresh-thyme-market", "giant-eagle", "iga", "kuhns-market"]);
    expect(byLevel("discount")).toEqual(["aldi", "save-a-lot"]);
    expect(Object.values(PRICE_LEVELS)).toEqual([...Object.values(PRICE_LEVELS)].sort((a, b) => a - b));
  });

  it("lists each level's chains on the /prices page as the seed has them", () => {
    for (const level of Object.keys(PRICE_LEVELS) as (keyof typeof PRICE_LEVELS)[])
      expect([...PRICE_LEVEL_CHAINS[level]].sort(), level).toEqual(CHAINS.filter((c) => c.level === level).map((c) => c.name).sort());
  });
});
