import { describe, expect, it } from "vitest";
import { matchStore, type StoreToMatch } from "./match-store";
import type { ReceiptSpelling } from "./receipt-words";

const formats: ReceiptSpelling["formats"] = {
  "giant-eagle": { names: [/GIANT EAGLE/], brandCodes: {} },
  aldi: { names: [/ALDI/], brandCodes: {} },
};
const store = (
  id: number,
  chainSlug: string,
  address: string,
  zip: string,
  latitude: number,
  longitude: number,
): StoreToMatch => ({
  id,
  chainSlug,
  address,
  zip,
  latitude,
  longitude,
});
// Pittsburgh: Squirrel Hill (15217), Shadyside (15232), and a store of the same chain 60 miles off.
const stores = [
  store(1, "giant-eagle", "1901 Murray Avenue", "15217", 40.4355, -79.9229),
  store(2, "giant-eagle", "5550 Centre Ave", "15232", 40.4566, -79.9352),
  store(3, "giant-eagle", "100 Main Street", "16001", 40.861, -79.8953),
  store(4, "aldi", "1901 Murray Ave", "15217", 40.4356, -79.923),
  store(5, "aldi", "3 Far Road", "26003", 40.07, -80.69),
];
const shopper = { lat: 40.436, lng: -79.925 };

describe("the store a receipt is from", () => {
  it("is the chain's store whose street address the header prints, however the street type is spelled", () => {
    const receipt = { header: ["GIANT EAGLE", "1901 MURRAY AVE.", "PITTSBURGH PA"], zip: null };
    expect(matchStore(receipt, stores, shopper, formats)).toEqual({ storeId: 1, chainSlug: "giant-eagle" });
    // The same address at another chain is not taken when the header names this one.
    const aldi = { header: ["ALDI", "1901 Murray Avenue"], zip: null };
    expect(matchStore(aldi, stores, shopper, formats)).toEqual({ storeId: 4, chainSlug: "aldi" });
  });

  it("prefers, among stores printing the address, the one in the printed zip", () => {
    const twins = [
      store(10, "giant-eagle", "5 Main St", "15001", 40.44, -79.95),
      store(11, "giant-eagle", "5 Main St", "15002", 40.9, -80.2),
    ];
    expect(matchStore({ header: ["GIANT EAGLE", "5 MAIN ST"], zip: "15002" }, twins, shopper, formats).storeId).toBe(11);
    // Without a zip, the one nearest the shopper.
    expect(matchStore({ header: ["GIANT EAGLE", "5 MAIN ST"], zip: null }, twins, shopper, formats).storeId).toBe(10);
    // Whichever is listed first.
    const reversed = [...twins].reverse();
    expect(matchStore({ header: ["GIANT EAGLE", "5 MAIN ST"], zip: null }, reversed, shopper, formats).storeId).toBe(10);
  });

  it("finds a store by address when no chain is named, and its chain with it", () => {
    // A mark printed against the number ("NO.5550") still leaves the number a word of its own.
    expect(matchStore({ header: ["STORE NO.5550 CENTRE AVE"], zip: null }, stores, shopper, formats).storeId).toBe(2);
    expect(matchStore({ header: ["STORE 4021", "5550 CENTRE AVENUE"], zip: null }, stores, shopper, formats)).toEqual({
      storeId: 2,
      chainSlug: "giant-eagle",
    });
  });

  it("does not match an address without a house number, or by the street's name alone", () => {
    const noNumber = [store(20, "giant-eagle", "Murray Avenue", "15217", 40.4355, -79.9229)];
    expect(matchStore({ header: ["MURRAY AVENUE"], zip: null }, noNumber, shopper, formats)).toEqual({
      storeId: null,
      chainSlug: null,
    });
    expect(matchStore({ header: ["1902 MURRAY AVE"], zip: null }, stores, shopper, formats).storeId).toBeNull();
  });

  it("reads a street named by its type as the store's however it is spelled, and the number and name as whole words", () => {
    // Pittsburgh's Boulevard of the Allies, Bensalem's Street Road; a comma or two spaces after the name.
    const named = [
      store(30, "giant-eagle", "100 Boulevard of the Allies", "15222", 40.44, -79.99),
      store(31, "giant-eagle", "2 Street Road", "19020", 40.1, -74.95),
      store(32, "giant-eagle", "9 Avenue of the Arts", "15222", 40.44, -79.99),
      store(33, "giant-eagle", "7 Highway 30", "15222", 40.44, -79.99),
    ];
    const at = (...header: string[]) => matchStore({ header, zip: null }, named, shopper, formats).storeId;
    expect(at("100 BLVD OF THE ALLIES")).toBe(30);
    expect(at("2 ST RD")).toBe(31);
    expect(at("9 AVE OF THE ARTS")).toBe(32);
    expect(at("7 HWY 30")).toBe(33);
    expect(matchStore({ header: ["GIANT EAGLE", "1901 MURRAY, PITTSBURGH"], zip: null }, stores, null, formats).storeId).toBe(1);
    expect(matchStore({ header: ["GIANT EAGLE", "1901  MURRAY AVE"], zip: null }, stores, null, formats).storeId).toBe(1);
    expect(matchStore({ header: ["11901 MURRAY AVE"], zip: null }, stores, shopper, formats).storeId).toBeNull();
    expect(matchStore({ header: ["1901 MURRAYSVILLE RD"], zip: null }, stores, shopper, formats).storeId).toBeNull();
  });

  it("falls back to the chain's store in the printed zip, then the chain's nearest within 25 miles", () => {
    expect(matchStore({ header: ["GIANT EAGLE"], zip: "15232" }, stores, shopper, formats)).toEqual({
      storeId: 2,
      chainSlug: "giant-eagle",
    });
    expect(matchStore({ header: ["GIANT EAGLE"], zip: null }, stores, shopper, formats)).toEqual({
      storeId: 1,
      chainSlug: "giant-eagle",
    });
    // A printed zip where the chain has no store: the nearest of all its stores.
    expect(matchStore({ header: ["GIANT EAGLE"], zip: "99999" }, stores, shopper, formats).storeId).toBe(1);
  });

  it("names only the chain when its nearest store is over 25 miles away or the shopper's place is unknown", () => {
    const farOnly = stores.filter((s) => s.id === 5);
    expect(matchStore({ header: ["ALDI"], zip: null }, farOnly, shopper, formats)).toEqual({ storeId: null, chainSlug: "aldi" });
    expect(matchStore({ header: ["ALDI"], zip: null }, stores, null, formats)).toEqual({ storeId: null, chainSlug: "aldi" });
    // With the printed zip the store is known, wherever the shopper is.
    expect(matchStore({ header: ["ALDI"], zip: "26003" }, stores, null, formats)).toEqual({ storeId: 5, chainSlug: "aldi" });
  });

  it("knows nothing when neither a chain nor an address is printed", () => {
    expect(matchStore({ header: ["THANK YOU"], zip: "15217" }, stores, shopper, formats)).toEqual({
      storeId: null,
      chainSlug: null,
    });
  });
});
