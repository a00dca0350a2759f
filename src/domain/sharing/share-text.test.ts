import { describe, expect, it } from "vitest";
import {
  sharedListOwnerName,
  sharedListPath,
  sharedListPageMessage,
  sharedListPreviewDescription,
  sharedListRetentionNote,
  shareResultMessage,
} from "./share-text";

describe("shared list texts", () => {
  it("states the retention rule, a year by default", () => {
    expect(sharedListRetentionNote()).toBe(
      "The link keeps working while people open it; a list nobody opens for a year is removed.",
    );
    expect(sharedListRetentionNote(90)).toBe(
      "The link keeps working while people open it; a list nobody opens for 90 days is removed.",
    );
  });

  it("describes a list by its item count and first three items", () => {
    expect(sharedListPreviewDescription([])).toBe("An empty grocery list shared on PennyCart.");
    expect(sharedListPreviewDescription(["Milk"])).toBe("1 item: Milk.");
    expect(sharedListPreviewDescription(["Milk", "Eggs", "Bread"])).toBe("3 items: Milk, Eggs, Bread.");
    expect(sharedListPreviewDescription(["Milk", "Eggs", "Bread", "Apples", "Rice"])).toBe(
      "5 items: Milk, Eggs, Bread and 2 more.",
    );
  });

  it("builds the default SMS texts of the spec", () => {
    expect(shareResultMessage("https://x.example/shared/abc")).toBe("Check out my grocery list: https://x.example/shared/abc");
    expect(sharedListPageMessage("Party", "https://x/shared/a")).toBe("Check out this grocery list: Party - https://x/shared/a");
    expect(sharedListPageMessage("  ", "https://x/shared/a")).toBe(
      "Check out this grocery list: Grocery List - https://x/shared/a",
    );
    expect(sharedListPageMessage(null, "u")).toBe("Check out this grocery list: Grocery List - u");
  });

  it("names the owner, or Anonymous", () => {
    expect(sharedListOwnerName({ firstName: "Ann", lastName: "Lee" })).toBe("Ann Lee");
    expect(sharedListOwnerName({ firstName: "Ann", lastName: null })).toBe("Ann");
    expect(sharedListOwnerName({ firstName: " ", lastName: null })).toBe("Anonymous");
  });
});

describe("sharedListPath", () => {
  it("is the shared list's page under /shared", () => {
    expect(sharedListPath("AAAAAAAAAAAAAAAAAAAAAA")).toBe("/shared/AAAAAAAAAAAAAAAAAAAAAA");
  });
});
