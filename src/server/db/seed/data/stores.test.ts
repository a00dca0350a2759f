import { describe, expect, it } from "vitest";
import { CHAINS } from "./chains";
import { STORES } from "./stores";

// A box around Allegheny County, PA (its extremes are about 40.19–40.67 N, 80.36–79.69 W).
const BOUNDS = { south: 40.19, north: 40.68, west: -80.37, east: -79.68 };

describe("stores", () => {
  it("holds the 144 grocery-chain stores, each once", () => {
    expect(STORES).toHaveLength(144);
    expect(new Set(STORES.map((s) => s.sourceId)).size).toBe(144);
    expect(new Set(STORES.map((s) => `${s.chainSlug}|${s.address.toLowerCase()}`)).size).toBe(144);
  });

  it("keeps one Kuhn's Market at 1130 Highwood St", () => {
    expect(STORES.filter((s) => s.address.startsWith("1130 Highwood St"))).toHaveLength(1);
  });

  it("places every store inside Allegheny County", () => {
    for (const store of STORES) {
      expect(store.latitude, store.name).toBeGreaterThan(BOUNDS.south);
      expect(store.latitude, store.name).toBeLessThan(BOUNDS.north);
      expect(store.longitude, store.name).toBeGreaterThan(BOUNDS.west);
      expect(store.longitude, store.name).toBeLessThan(BOUNDS.east);
    }
  });

  it("belongs to a known chain and has a tidy, unique display name and address", () => {
    const chains = new Map(CHAINS.map((c) => [c.slug, c]));
    for (const store of STORES) {
      const chain = chains.get(store.chainSlug);
      expect(chain, store.sourceId).toBeDefined();
      expect(store.name.startsWith(`${chain!.name} — `), store.name).toBe(true);
      expect(store.state).toBe("PA");
      expect(store.zip).toMatch(/^15\d{3}$/);
      expect(store.city).not.toMatch(/^[A-Z\s]+$/);
      expect(store.address).not.toMatch(/^[\dA-Z\s,#.]+$/);
    }
    expect(new Set(STORES.map((s) => s.name)).size).toBe(STORES.length);
  });

  it("matches the per-chain counts of the source", () => {
    const count = (slug: string) => STORES.filter((s) => s.chainSlug === slug).length;
    expect(count("giant-eagle")).toBe(42);
    expect(count("aldi")).toBe(26);
    expect(count("shop-n-save")).toBe(21);
    expect(count("kuhns-market")).toBe(7);
    expect(CHAINS.every((c) => count(c.slug) > 0)).toBe(true);
  });
});
