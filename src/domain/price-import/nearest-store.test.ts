import { describe, expect, it } from "vitest";
import { haversineMiles } from "../geo/distance";
import { createStoreIndex, type IndexedStore } from "./nearest-store";

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

describe("createStoreIndex around one point", () => {
  // The middle of a 0.02° grid cell: 0.015° away in any direction is in a neighbouring cell.
  const point = { lat: 40.43, lng: -79.99 };
  const store = (id: number, dLat: number, dLng: number): IndexedStore => ({
    id,
    chainSlug: "aldi",
    latitude: point.lat + dLat,
    longitude: point.lng + dLng,
  });

  it("finds a store in each of the eight cells around the point's", () => {
    for (const dLat of [-0.015, 0, 0.015])
      for (const dLng of [-0.015, 0, 0.015])
        expect(createStoreIndex([store(9, dLat, dLng)]).nearest(point, "aldi", 2)?.id, `${dLat}, ${dLng}`).toBe(9);
  });

  it("keeps every store of a cell and picks the nearest, whichever was listed first", () => {
    const near = store(3, 0.001, 0);
    const far = store(1, 0.004, 0);
    expect(createStoreIndex([near, far]).nearest(point, "aldi", 1)?.id).toBe(3);
    expect(createStoreIndex([far, near]).nearest(point, "aldi", 1)?.id).toBe(3);
    expect(createStoreIndex([far, near, store(2, 0.002, 0)]).nearest(point, "aldi", 1)?.id).toBe(3);
  });

  it("picks the lower id of two stores equally far, whatever their order, so a re-import links the same one", () => {
    for (const [dLat, dLng] of [
      [0.003, 0],
      [0.015, 0],
      [0, 0.015],
    ] as const) {
      const a = store(1, dLat, dLng);
      const b = store(2, -dLat, -dLng);
      expect(createStoreIndex([a, b]).nearest(point, "aldi", 2)?.id).toBe(1);
      expect(createStoreIndex([b, a]).nearest(point, "aldi", 2)?.id).toBe(1);
    }
  });

  it("counts a store exactly at the distance limit", () => {
    const edge = store(1, 0.01, 0.005);
    const miles = haversineMiles(point, { lat: edge.latitude, lng: edge.longitude });
    expect(createStoreIndex([edge]).nearest(point, "aldi", miles)?.id).toBe(1);
    expect(createStoreIndex([edge]).nearest(point, "aldi", miles * 0.999)).toBeNull();
  });
});
