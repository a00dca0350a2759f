import { describe, expect, it } from "vitest";
import { describeCoverage, OUTSIDE_COVERAGE_MILES, regionsText } from "./coverage";

const store = (name: string, city: string, state: string, lat: number, lng: number) => ({
  name,
  city,
  state,
  latitude: String(lat),
  longitude: String(lng),
});
const stores = [
  store("Aldi", "Pittsburgh", "PA", 40.4406, -79.9959),
  store("Giant Eagle", "Pittsburgh", "PA", 40.45, -79.98),
  store("Target", "Monroeville", "PA", 40.4212, -79.7881),
  store("Kroger", "Columbus", "OH", 39.9612, -82.9988),
];

describe("describeCoverage", () => {
  it("names the nearest store and its distance, and finds a shopper in Fargo, ND outside the covered area", () => {
    const coverage = describeCoverage({ lat: 46.8772, lng: -96.7898 }, stores);
    expect(coverage.nearest?.store.name).toBe("Kroger");
    expect(coverage.nearest!.miles).toBeGreaterThan(800);
    expect(coverage.nearest!.miles).toBeLessThan(900);
    expect(coverage.outsideCoverage).toBe(true);
  });

  it("keeps a shopper a few miles beyond the radius inside the covered area", () => {
    const coverage = describeCoverage({ lat: 40.3, lng: -80.2 }, stores);
    expect(coverage.nearest?.store.name).toBe("Aldi");
    expect(coverage.nearest!.miles).toBeLessThan(OUTSIDE_COVERAGE_MILES);
    expect(coverage.outsideCoverage).toBe(false);
  });

  it("says where the stores are, per state with the city that has most of them, largest first", () => {
    const { regions } = describeCoverage({ lat: 0, lng: 0 }, stores);
    expect(regions).toEqual([
      { state: "PA", storeCount: 3, mainCity: "Pittsburgh" },
      { state: "OH", storeCount: 1, mainCity: "Columbus" },
    ]);
    expect(regionsText(regions)).toBe("PA (3 stores, around Pittsburgh), OH (1 store, around Columbus)");
  });

  it("has no nearest store, and counts as outside, when there are no stores", () => {
    expect(describeCoverage({ lat: 40, lng: -80 }, [])).toEqual({ nearest: null, outsideCoverage: true, regions: [] });
  });
});
