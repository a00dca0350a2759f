// @vitest-environment jsdom
// The picker lists the nearest stores and the picked ones (decision 086); a far store the shopper unticks stays in
// its place, so a mis-tap is undone where it was made (review R44).
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Store } from "../../../../domain/contracts/catalog";
import { STORES_LISTED_FIRST, StorePicker } from "./store-picker";

afterEach(cleanup);

const store = (id: number): Store => ({
  id,
  chainId: 1,
  chainName: "Giant Eagle",
  name: `Store ${id}`,
  color: "#c00",
  logo: "GE",
  address: `${id} Main St`,
  city: "Pittsburgh",
  state: "PA",
  zipCode: "15213",
  latitude: "40.44",
  longitude: "-79.95",
  websiteUrl: null,
  onlineShoppingUrl: null,
  searchUrlTemplate: null,
  supportsOnlineOrdering: false,
  isBudget: false,
  calculatedDistance: id / 10,
});
const stores = Array.from({ length: 40 }, (_, index) => store(index + 1));
const far = stores[STORES_LISTED_FIRST + 4]!;

function Picker() {
  const [selectedIds, setSelectedIds] = useState<number[]>([1, far.id]);
  return (
    <StorePicker
      stores={stores}
      outsideRadius={new Set()}
      isFallback={false}
      isLoading={false}
      error={null}
      hasLocation
      radiusMiles={15}
      selectedIds={selectedIds}
      onChange={setSelectedIds}
    />
  );
}

describe("the store picker", () => {
  it("lists the nearest stores and a picked far one, with the rest one press away", () => {
    render(<Picker />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(STORES_LISTED_FIRST + 1);
    expect(screen.getByRole("checkbox", { name: new RegExp(`^${far.name}\\b`) })).toBeChecked();
    fireEvent.click(screen.getByRole("button", { name: `Show all ${stores.length} stores` }));
    expect(screen.getAllByRole("checkbox")).toHaveLength(stores.length);
  });

  it("keeps a far store the shopper unticks in its place, so the tick can be undone there", () => {
    render(<Picker />);
    const farBox = () => screen.getByRole("checkbox", { name: new RegExp(`^${far.name}\\b`) });
    fireEvent.click(farBox());
    expect(farBox()).not.toBeChecked();
    fireEvent.click(farBox());
    expect(farBox()).toBeChecked();
  });
});
