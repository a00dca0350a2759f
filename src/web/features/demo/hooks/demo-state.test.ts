import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "../../../../domain/demo/sample-data";
import { storesByDistance, DEMO_DEFAULT_LOCATION } from "./use-demo-area";
import { demoCartReducer } from "./use-demo-cart";
import { DEMO_LOCATION_DENIED, DEMO_LOCATION_TIMEOUT, DEMO_LOCATION_UNAVAILABLE, geolocationMessage } from "./use-demo-location";

describe("demoCartReducer", () => {
  const milk = SAMPLE_ITEMS[0]!;
  it("adds an item once, then raises its quantity", () => {
    const once = demoCartReducer([], { type: "add", item: milk });
    expect(once).toEqual([{ itemId: milk.id, quantity: 1, name: `${milk.name} (${milk.brand})` }]);
    expect(demoCartReducer(once, { type: "add", item: milk })[0]?.quantity).toBe(2);
  });

  it("removes an entry when its quantity goes to 0", () => {
    const once = demoCartReducer([], { type: "add", item: milk });
    expect(demoCartReducer(once, { type: "change", itemId: milk.id, by: -1 })).toEqual([]);
    expect(demoCartReducer(once, { type: "change", itemId: milk.id, by: 1 })[0]?.quantity).toBe(2);
  });
});

describe("demo cart Undo of a clear", () => {
  it("puts the cleared lines back in their order, keeping what was added since", () => {
    const [a, b, c] = SAMPLE_ITEMS;
    let lines = demoCartReducer([], { type: "add", item: a! });
    lines = demoCartReducer(lines, { type: "add", item: b! });
    lines = demoCartReducer(lines, { type: "change", itemId: b!.id, by: 1 });
    const cleared = lines;
    lines = demoCartReducer(lines, { type: "clear" });
    expect(lines).toEqual([]);
    lines = demoCartReducer(lines, { type: "add", item: c! });
    expect(demoCartReducer(lines, { type: "restore", lines: cleared })).toEqual([...cleared, ...lines]);
  });
});

describe("storesByDistance", () => {
  it("lists the sample stores nearest first from the default location", () => {
    const stores = storesByDistance(DEMO_DEFAULT_LOCATION);
    expect(stores.map((store) => Math.round(store.distanceMiles))).toEqual([1, 4, 8, 12, 18]);
  });
});

describe("geolocationMessage", () => {
  it("uses the demo's words for denied, unavailable and timed-out positions", () => {
    expect(geolocationMessage({ code: 1 })).toBe(DEMO_LOCATION_DENIED);
    expect(geolocationMessage({ code: 2 })).toBe(DEMO_LOCATION_UNAVAILABLE);
    expect(geolocationMessage({ code: 3 })).toBe(DEMO_LOCATION_TIMEOUT);
  });
});
