import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { deriveStores, renderStoresCsv } from "../../../cli/derive-stores";
import { CHAINS } from "./chains";
import { readStores } from "./store-file";
import { STORES, STORES_FILE } from "./stores";

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

const scratch = mkdtempSync(path.join(tmpdir(), "stores-csv-"));
function copyWith(name: string, edit: (text: string) => string): string {
  const file = path.join(scratch, name);
  writeFileSync(file, edit(readFileSync(STORES_FILE, "utf8")));
  return file;
}

describe("stores.csv, the file the stores are read from", () => {
  it("reads every column of a row as written", () => {
    expect(STORES.find((store) => store.sourceId === "220779")).toEqual({
      sourceId: "220779",
      chainSlug: "giant-eagle",
      name: "Giant Eagle — 1901 Murray Ave, Pittsburgh",
      address: "1901 Murray Ave",
      city: "Pittsburgh",
      state: "PA",
      zip: "15217",
      latitude: 40.435654,
      longitude: -79.922806,
    });
  });

  it("refuses a bad cell with the file's line", () => {
    const file = copyWith("stores.csv", (text) => text.replace(",15217,", ",1521,"));
    const line =
      readFileSync(file, "utf8")
        .split("\n")
        .findIndex((row) => row.includes(",1521,")) + 1;
    expect(() => readStores(file)).toThrow(`stores.csv, line ${line}: zip: expected a five-digit ZIP code`);
    const far = copyWith("stores.csv", (text) => text.replace(",-79.922806", ",-279.922806"));
    expect(() => readStores(far)).toThrow(/line \d+: longitude: expected a decimal between -180 and 180/);
    const unknown = copyWith("stores.csv", (text) => text.replace("220779,giant-eagle", "220779,giant-beagle"));
    expect(() => readStores(unknown)).toThrow(/line \d+: chain: expected one of giant-eagle/);
  });

  it("refuses a store listed twice", () => {
    const file = copyWith("stores.csv", (text) => `${text}${text.split("\n").find((row) => row.startsWith("220779,"))}\n`);
    expect(() => readStores(file)).toThrow(/line 148: source_id 220779 is listed twice/);
  });

  it("reads back what derive-stores writes", () => {
    const snap = [
      "Store_Name,Address,Address_Line__2,City,State,Zip5,Longitude,Latitude,ObjectId,chain",
      'VERONA GIANT EAGLE,"100 ALLEGHENY RIVER BLVD",,VERONA,PA,15147,-79.8,40.5,42,Giant Eagle',
      "Giant Eagle 91,9805 MCKNIGHT RD,,PITTSBURGH,PA,15237,-80.01,40.55,7,Giant Eagle",
    ].join("\n");
    const derived = deriveStores(snap);
    const file = path.join(scratch, "derived.csv");
    writeFileSync(file, renderStoresCsv(derived, "sample.csv"));
    expect(readStores(file)).toEqual(derived);
    expect(readStores(file).map((store) => store.name)).toEqual(["Giant Eagle — Pittsburgh", "Giant Eagle — Verona"]);
  });
});
