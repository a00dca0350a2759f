import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles, isValidLatitude, isValidLatLng, isValidLongitude, parseLatLng } from "./distance";

const newYork = { lat: 40.7128, lng: -74.006 };
const losAngeles = { lat: 34.0522, lng: -118.2437 };
const point = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe("haversineMiles", () => {
  it("is 0 for the same point", () => {
    expect(haversineMiles(newYork, newYork)).toBe(0);
  });

  it("matches known distances", () => {
    expect(haversineMiles(newYork, losAngeles)).toBeCloseTo(2445.6, 0); // ≈ 2,445 miles great-circle
    // One degree of latitude is about 69.09 miles.
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
    // A degree of longitude shrinks with latitude: cos(60°) = 0.5.
    expect(haversineMiles({ lat: 60, lng: 0 }, { lat: 60, lng: 1 })).toBeCloseTo(34.55, 1);
  });

  it("handles the antimeridian and antipodes", () => {
    expect(haversineMiles({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(69.09, 1);
    expect(haversineMiles({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });

  it("is symmetric, non-negative and at most half the circumference", () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const distance = haversineMiles(a, b);
        expect(distance).toBeGreaterThanOrEqual(0);
        expect(distance).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_MILES + 1e-6);
        expect(distance).toBeCloseTo(haversineMiles(b, a), 6);
      }),
    );
  });

  it("rejects invalid points", () => {
    expect(() => haversineMiles({ lat: 91, lng: 0 }, newYork)).toThrow(RangeError);
    expect(() => haversineMiles(newYork, { lat: 0, lng: -180.01 })).toThrow(RangeError);
    expect(() => haversineMiles(newYork, { lat: Number.NaN, lng: 0 })).toThrow(RangeError);
    expect(() => haversineMiles({ lat: 91, lng: 0 }, newYork)).toThrow(/^latitude must be within -90\.\.90/);
  });
});

describe("coordinate validation", () => {
  it.each([
    [-90, true],
    [90, true],
    [0, true],
    [90.0001, false],
    [-91, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])("latitude %d valid: %s", (value, valid) => {
    expect(isValidLatitude(value)).toBe(valid);
  });

  it.each([
    [-180, true],
    [180, true],
    [180.5, false],
    [-181, false],
    [Number.NaN, false],
  ])("longitude %d valid: %s", (value, valid) => {
    expect(isValidLongitude(value)).toBe(valid);
  });

  it("validates a point", () => {
    expect(isValidLatLng(newYork)).toBe(true);
    expect(isValidLatLng({ lat: 0, lng: 200 })).toBe(false);
  });
});

describe("parseLatLng", () => {
  it("reads strings and numbers", () => {
    expect(parseLatLng("40.7128", "-74.0060")).toEqual({ lat: 40.7128, lng: -74.006 });
    expect(parseLatLng(1, 2)).toEqual({ lat: 1, lng: 2 });
  });

  it.each([
    ["", "1"],
    ["  ", "1"],
    ["abc", "1"],
    ["95", "1"],
    ["1", "-181"],
    ["1", "NaN"],
  ])("rejects %j, %j", (lat, lng) => {
    expect(parseLatLng(lat, lng)).toBeNull();
  });
});
