import { describe, expect, it } from "vitest";
import { describeCoverage, FAR_STORE_MILES, farStores, farStoresSentence, OUTSIDE_COVERAGE_MILES, regionsText } from "./coverage";

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

  it("counts stores without coordinates in their region but never as the nearest", () => {
    const placeless = { ...store("Foodland", "Erie", "PA", 0, 0), latitude: "", longitude: "" };
    const coverage = describeCoverage({ lat: 42.13, lng: -80.08 }, [
      placeless,
      store("Aldi", "Pittsburgh", "PA", 40.4406, -79.9959),
    ]);
    expect(coverage.nearest?.store.name).toBe("Aldi");
    expect(coverage.regions).toEqual([{ state: "PA", storeCount: 2, mainCity: "Erie" }]);
    expect(describeCoverage({ lat: 42.13, lng: -80.08 }, [placeless]).nearest).toBeNull();
  });

  it("keeps the first of two equally near stores, and breaks city and state ties alphabetically", () => {
    const twins = [
      store("First", "Zelienople", "PA", 40.5, -80),
      store("Second", "Butler", "PA", 40.5, -80),
      store("Kroger", "Akron", "OH", 41, -81),
    ];
    const coverage = describeCoverage({ lat: 40.6, lng: -80 }, [...twins, store("Aldi", "Cleveland", "OH", 41.5, -81.7)]);
    expect(coverage.nearest?.store.name).toBe("First");
    expect(coverage.regions).toEqual([
      { state: "OH", storeCount: 2, mainCity: "Akron" },
      { state: "PA", storeCount: 2, mainCity: "Butler" },
    ]);
    const counts = describeCoverage({ lat: 0, lng: 0 }, [
      store("a", "Erie", "PA", 1, 1),
      ...Array.from({ length: 3 }, () => store("b", "York", "PA", 1, 1)),
    ]);
    expect(counts.regions[0]!.mainCity).toBe("York");
    const states = describeCoverage({ lat: 0, lng: 0 }, [
      store("a", "Akron", "OH", 1, 1),
      ...Array.from({ length: 2 }, () => store("b", "Erie", "PA", 1, 1)),
    ]);
    expect(states.regions.map((r) => r.state)).toEqual(["PA", "OH"]);
  });

  it("is inside the covered area at exactly the limit", () => {
    // One degree of latitude is about 69.1 miles; find the latitude where the nearest store is 100.0 miles away.
    const origin = store("Aldi", "Pittsburgh", "PA", 40, -80);
    let lat = 40 + OUTSIDE_COVERAGE_MILES / 69.1;
    while (describeCoverage({ lat, lng: -80 }, [origin]).nearest!.miles > OUTSIDE_COVERAGE_MILES) lat -= 0.0001;
    while (describeCoverage({ lat: lat + 0.0001, lng: -80 }, [origin]).nearest!.miles <= OUTSIDE_COVERAGE_MILES) lat += 0.0001;
    const atLimit = describeCoverage({ lat, lng: -80 }, [origin]);
    expect(atLimit.nearest!.miles).toBe(OUTSIDE_COVERAGE_MILES);
    expect(atLimit.outsideCoverage).toBe(false);
  });
});

describe("far-away compared stores (issue 28)", () => {
  const at = (name: string, calculatedDistance?: number) => ({ name, calculatedDistance });

  it("are the ones beyond FAR_STORE_MILES; a store without a distance is not judged", () => {
    const list = [at("Near", 3.2), at("Edge", FAR_STORE_MILES), at("Denver's nearest", 1305.4), at("Unknown")];
    expect(farStores(list).map((store) => store.name)).toEqual(["Denver's nearest"]);
  });

  it("are named plainly with their distance", () => {
    expect(farStoresSentence([at("Kroger", 1305.4)])).toBe("Kroger is 1,305 mi from your location.");
    expect(farStoresSentence([at("Kroger", 1305.4), at("Aldi", 1309.6), at("Giant Eagle", 1310)])).toBe(
      "Kroger, Aldi and Giant Eagle are 1,305–1,310 mi from your location.",
    );
  });
});
