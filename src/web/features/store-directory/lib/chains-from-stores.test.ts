import { describe, expect, it } from "vitest";
import { chainsFromStores, nearestFirst } from "./chains-from-stores";

const store = (chainId: number, chainName: string, isBudget = false) => ({
  chainId,
  chainName,
  color: "#000000",
  logo: chainName.slice(0, 2),
  isBudget,
});

describe("chainsFromStores", () => {
  it("lists each chain once, by name, with how many stores it has", () => {
    const chains = chainsFromStores([store(2, "Giant Eagle"), store(1, "Aldi", true), store(2, "Giant Eagle")]);
    expect(chains.map((chain) => [chain.name, chain.storeCount, chain.isBudget])).toEqual([
      ["Aldi", 1, true],
      ["Giant Eagle", 2, false],
    ]);
  });
});

describe("nearestFirst", () => {
  it("sorts by distance and puts stores without one last", () => {
    const sorted = nearestFirst([
      { name: "c", calculatedDistance: undefined },
      { name: "b", calculatedDistance: 2.5 },
      { name: "a", calculatedDistance: 0.4 },
    ]);
    expect(sorted.map((s) => s.name)).toEqual(["a", "b", "c"]);
  });
});
