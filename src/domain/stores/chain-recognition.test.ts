import { describe, expect, it } from "vitest";
import { normaliseStoreName, recogniseStore } from "./chain-recognition";

describe("recogniseStore", () => {
  it("skips convenience stores, pharmacies and dollar stores, also when a chain's name is part of theirs", () => {
    expect(recogniseStore("7-Eleven Store 36205")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("GIANT EAGLE GETGO 3314")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("Sheetz 455")).toEqual({ kind: "excluded", reason: "convenience" });
    expect(recogniseStore("CVS/pharmacy #1234")).toEqual({ kind: "excluded", reason: "pharmacy" });
    expect(recogniseStore("Rite Aid 3456")).toEqual({ kind: "excluded", reason: "pharmacy" });
    expect(recogniseStore("Family Dollar 8406")).toEqual({ kind: "excluded", reason: "dollar store" });
    expect(recogniseStore("Dollar General 22867")).toEqual({ kind: "excluded", reason: "dollar store" });
  });

  it("reads the chains' many spellings, and names national chains no price source covers yet", () => {
    expect(recogniseStore("Quality Foods Corp - DBA/ Kuhn's Market 5 5")).toEqual({ kind: "priced", chainSlug: "kuhns-market" });
    expect(recogniseStore("WAL-MART SUPERCENTER #1234")).toEqual({ kind: "priced", chainSlug: "walmart" });
    expect(recogniseStore("North Versailles Save A Lot")).toEqual({ kind: "priced", chainSlug: "save-a-lot" });
    expect(recogniseStore("BJ's Wholesale Club, Inc. 388")).toEqual({ kind: "priced", chainSlug: "bjs-wholesale-club" });
    expect(recogniseStore("SHOP 'N SAVE")).toEqual({ kind: "priced", chainSlug: "shop-n-save" });
    expect(recogniseStore("KROGER #512")).toEqual({ kind: "unpriced", chainName: "Kroger" });
    expect(recogniseStore("Hy-Vee Food Store")).toEqual({ kind: "unpriced", chainName: "Hy-Vee" });
    expect(recogniseStore("K & G Supermart")).toEqual({ kind: "unrecognised" });
    expect(recogniseStore("Targeted Foods LLC")).toEqual({ kind: "unrecognised" });
  });

  it("matches whole words of a name in upper case, without apostrophes or punctuation", () => {
    expect(normaliseStoreName("Trader Joe's #624")).toBe(" TRADER JOES 624 ");
  });
});
