import { describe, expect, it } from "vitest";
import { createStoreIndex } from "./nearest-store";

const index = createStoreIndex([
  { id: 1, chainSlug: "aldi", latitude: 40.4406, longitude: -79.9959 },
  { id: 2, chainSlug: "aldi", latitude: 40.4426, longitude: -79.9959 },
  { id: 3, chainSlug: "giant-eagle", latitude: 40.4407, longitude: -79.996 },
  // Just across a grid line from the point below.
  { id: 4, chainSlug: "target", latitude: 40.4, longitude: -80.0001 },
]);

describe("createStoreIndex", () => {
  it("finds the nearest store of the chain within the distance", () => {
    expect(index.nearest({ lat: 40.4408, lng: -79.9959 }, "aldi", 0.1)?.id).toBe(1);
    expect(index.nearest({ lat: 40.4422, lng: -79.9959 }, "aldi", 0.1)?.id).toBe(2);
    expect(index.nearest({ lat: 40.4408, lng: -79.9959 }, "giant-eagle", 0.1)?.id).toBe(3);
  });

  it("finds nothing of another chain or beyond the distance", () => {
    expect(index.nearest({ lat: 40.4408, lng: -79.9959 }, "walmart", 1)).toBeNull();
    // 0.0145° of latitude is about a mile.
    expect(index.nearest({ lat: 40.4551, lng: -79.9959 }, "aldi", 0.8)).toBeNull();
    expect(index.nearest({ lat: 40.4551, lng: -79.9959 }, "aldi", 0.9)?.id).toBe(2);
  });

  it("looks into the neighbouring grid cells", () => {
    expect(index.nearest({ lat: 40.3999, lng: -79.9999 }, "target", 0.1)?.id).toBe(4);
  });
});
