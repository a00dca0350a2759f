import { describe, expect, it } from "vitest";
import { normaliseStoreName } from "./chain-recognition";
import { KROGER_BANNERS, KROGER_FAMILY_SLUGS, findKrogerBanner, matchKrogerBanner } from "./kroger-family";

// Where each banner trades (decision 019); banners not listed trade under their own name anywhere.
const TRADES_IN: Record<string, string[]> = {
  ralphs: ["CA"],
  "king-soopers": ["CO", "WY"],
  smiths: ["UT", "NV", "ID", "MT", "WY", "NM", "AZ"],
  frys: ["AZ"],
  qfc: ["WA", "OR"],
  marianos: ["IL"],
  "pick-n-save": ["WI"],
  dillons: ["KS"],
  "food-4-less": ["CA", "IL", "IN"],
  bakers: ["NE"],
  "city-market": ["CO", "UT", "WY", "NM"],
  gerbes: ["MO"],
  "jay-c": ["IN"],
  "pay-less": ["IN"],
  "metro-market": ["WI"],
};
const ANYWHERE = ["kroger", "fred-meyer", "harris-teeter", "ruler-foods"];

const bannerOf = (snapName: string, state?: string) => matchKrogerBanner(normaliseStoreName(snapName), state)?.slug;

describe("the Kroger family of banners", () => {
  it("names each chain as shoppers know it, found again by its slug", () => {
    expect(KROGER_BANNERS.map((b) => [b.slug, b.name])).toEqual([
      ["kroger", "Kroger"],
      ["ralphs", "Ralphs"],
      ["fred-meyer", "Fred Meyer"],
      ["king-soopers", "King Soopers"],
      ["smiths", "Smith's"],
      ["frys", "Fry's"],
      ["qfc", "QFC"],
      ["harris-teeter", "Harris Teeter"],
      ["marianos", "Mariano's"],
      ["pick-n-save", "Pick 'n Save"],
      ["dillons", "Dillons"],
      ["food-4-less", "Food 4 Less"],
      ["bakers", "Baker's"],
      ["city-market", "City Market"],
      ["gerbes", "Gerbes"],
      ["jay-c", "Jay C"],
      ["pay-less", "Pay-Less"],
      ["metro-market", "Metro Market"],
      ["ruler-foods", "Ruler Foods"],
    ]);
    expect(KROGER_FAMILY_SLUGS).toEqual(KROGER_BANNERS.map((b) => b.slug));
    for (const banner of KROGER_BANNERS) expect(findKrogerBanner(banner.slug)).toBe(banner);
    expect(findKrogerBanner("aldi")).toBeUndefined();
  });

  it("gives every chain its own logo text, colour and https website", () => {
    for (const { slug, logo, color, websiteUrl } of KROGER_BANNERS) {
      expect(logo, slug).toMatch(/^[A-Z0-9]{2,3}$/);
      expect(color, slug).toMatch(/^#[0-9A-F]{6}$/);
      expect(websiteUrl, slug).toMatch(/^https:\/\/www\.[a-z0-9-]+\.(com|net)$/);
    }
    expect(new Set(KROGER_BANNERS.map((b) => b.logo)).size).toBe(KROGER_BANNERS.length);
    expect(new Set(KROGER_BANNERS.map((b) => b.websiteUrl)).size).toBe(KROGER_BANNERS.length);
    expect(findKrogerBanner("ralphs")?.websiteUrl).toBe("https://www.ralphs.com");
    expect(findKrogerBanner("smiths")?.websiteUrl).toBe("https://www.smithsfoodanddrug.com");
  });

  it("counts only Food 4 Less and Ruler Foods as budget stores", () => {
    expect(KROGER_BANNERS.filter((b) => b.isBudget).map((b) => b.slug)).toEqual(["food-4-less", "ruler-foods"]);
  });

  it("recognises a banner in every state where it trades, and a shared name nowhere else", () => {
    for (const [slug, states] of Object.entries(TRADES_IN)) {
      const banner = findKrogerBanner(slug)!;
      const name = `${banner.words[0]} 12`;
      for (const state of states) expect(bannerOf(name, state), `${slug} in ${state}`).toBe(slug);
      expect(bannerOf(name, "PA"), `${slug} in PA`).toBeUndefined();
      expect(banner.states).toEqual(states);
    }
    for (const slug of ANYWHERE) {
      expect(findKrogerBanner(slug)!.states).toBeUndefined();
      expect(bannerOf(`${findKrogerBanner(slug)!.words[0]} 12`, "PA")).toBe(slug);
    }
    expect(Object.keys(TRADES_IN).length + ANYWHERE.length).toBe(KROGER_BANNERS.length);
  });

  it("reads a lower-case state, and any state when the import does not know it", () => {
    expect(bannerOf("Ralphs 88", "ca")).toBe("ralphs");
    expect(bannerOf("Ralphs 88")).toBe("ralphs");
    expect(bannerOf("Ralphs 88", "NV")).toBeUndefined();
  });

  it("reads each banner's other spellings as whole words", () => {
    expect(bannerOf("Pick and Save 40", "WI")).toBe("pick-n-save");
    expect(bannerOf("Dillon Food Store 7", "KS")).toBe("dillons");
    expect(bannerOf("Food for Less 12", "IL")).toBe("food-4-less");
    expect(bannerOf("Quality Food Centers 3", "OR")).toBe("qfc");
    expect(bannerOf("Krogers Feed and Seed", "GA")).toBeUndefined();
  });
});
