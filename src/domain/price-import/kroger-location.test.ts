import { describe, expect, it } from "vitest";
import { pickKrogerLocation } from "./kroger-location";

const at = (locationId: string, addressLine1: string, zipCode: string) => ({ locationId, address: { addressLine1, zipCode } });

describe("pickKrogerLocation", () => {
  const store = { address: "1350 N High St", zip: "43201" };

  it("links the location with the store's ZIP and house number, however the street is spelled", () => {
    expect(
      pickKrogerLocation(store, [at("014", "2000 Oak St", "43201"), at("015", "1350 North High Street", "43201-2214")]),
    ).toBe("015");
  });

  it("compares only the first five digits of the store's ZIP+4 too", () => {
    expect(pickKrogerLocation({ address: "1350 N High St", zip: "43201-2214" }, [at("015", "1350 N High St", "43201")])).toBe(
      "015",
    );
  });

  it("links nothing when the ZIP or the house number differs, or two locations agree", () => {
    expect(pickKrogerLocation(store, [at("015", "1350 N High St", "43202")])).toBeNull();
    expect(pickKrogerLocation(store, [at("015", "1351 N High St", "43201")])).toBeNull();
    expect(pickKrogerLocation(store, [at("015", "1350 N High St", "43201"), at("016", "1350 N High St", "43201")])).toBeNull();
    expect(pickKrogerLocation(store, [])).toBeNull();
  });

  it("links nothing for a store address without a house number", () => {
    expect(pickKrogerLocation({ address: "Northway Mall", zip: "43201" }, [at("015", "Northway Mall", "43201")])).toBeNull();
    // A number later in the address (a suite, a unit) is not a house number.
    expect(pickKrogerLocation({ address: "Northway Mall Unit 12", zip: "43201" }, [at("015", "12 Main St", "43201")])).toBeNull();
  });
});
