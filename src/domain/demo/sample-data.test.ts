import { describe, expect, it } from "vitest";
import { GROCERY_CATEGORIES } from "../pricing/categories";
import { DEMO_CENTER, SAMPLE_ITEMS, SAMPLE_STORES } from "./sample-data";

// Haversine distance in miles, kept local so the test does not depend on the app's own distance code.
function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

describe("demo sample stores", () => {
  it("are five stores with the Store fields", () => {
    expect(SAMPLE_STORES).toHaveLength(5);
    expect(new Set(SAMPLE_STORES.map((s) => s.id)).size).toBe(5);
    for (const store of SAMPLE_STORES) {
      expect(store.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(store.logo).toMatch(/^[A-Z]{2,3}$/);
      expect(store.zipCode).toMatch(/^\d{5}$/);
      expect(store.state).toBe("PA");
      expect(store.address.length).toBeGreaterThan(0);
    }
  });

  it("lie 1 to 20 miles from downtown at spread-out distances, so the radius slider matters", () => {
    const distances = SAMPLE_STORES.map((s) => milesBetween(DEMO_CENTER, s)).sort((a, b) => a - b);
    expect(distances[0]).toBeGreaterThanOrEqual(1);
    expect(distances.at(-1)).toBeLessThanOrEqual(20);
    for (let i = 1; i < distances.length; i += 1) expect(distances[i]! - distances[i - 1]!).toBeGreaterThan(2);
    // The demo's default 10-mile radius shows exactly the 3 stores it selects by default.
    expect(distances.filter((d) => d <= 10)).toHaveLength(3);
  });

  it("include a budget store and a premium store", () => {
    const factors = SAMPLE_STORES.map((s) => s.priceFactor);
    expect(Math.min(...factors)).toBeLessThan(0.9);
    expect(Math.max(...factors)).toBeGreaterThan(1.1);
  });
});

describe("demo sample items", () => {
  it("are about fifty items covering all 11 categories", () => {
    expect(SAMPLE_ITEMS.length).toBeGreaterThanOrEqual(45);
    expect(SAMPLE_ITEMS.length).toBeLessThanOrEqual(60);
    expect(new Set(SAMPLE_ITEMS.map((i) => i.category))).toEqual(new Set(GROCERY_CATEGORIES));
  });

  it("have unique ids and unique (name, brand, unit)", () => {
    expect(new Set(SAMPLE_ITEMS.map((i) => i.id)).size).toBe(SAMPLE_ITEMS.length);
    expect(new Set(SAMPLE_ITEMS.map((i) => `${i.name}|${i.brand}|${i.unit}`)).size).toBe(SAMPLE_ITEMS.length);
  });

  it("offer cheaper brands for several names", () => {
    const byName = new Map<string, number[]>();
    for (const item of SAMPLE_ITEMS) byName.set(item.name, [...(byName.get(item.name) ?? []), item.brandFactor]);
    const multiBrand = [...byName.values()].filter((factors) => factors.length >= 2);
    expect(multiBrand.length).toBeGreaterThanOrEqual(10);
    expect(multiBrand.filter((factors) => new Set(factors).size > 1).length).toBeGreaterThanOrEqual(8);
  });
});
