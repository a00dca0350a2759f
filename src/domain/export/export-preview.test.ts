import { describe, expect, it } from "vitest";
import { EXPORT_PREVIEW_LINES, previewExportLines } from "./export-preview";

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

describe("previewExportLines", () => {
  it("shows 3 lines by default", () => {
    expect(EXPORT_PREVIEW_LINES).toBe(3);
  });

  it.each([
    [0, [], null],
    [1, ["line 1"], null],
    [3, ["line 1", "line 2", "line 3"], null],
    [4, ["line 1", "line 2", "line 3"], "and 1 more items"],
    [10, ["line 1", "line 2", "line 3"], "and 7 more items"],
  ])("%i lines", (count, shown, moreText) => {
    expect(previewExportLines(lines(count))).toEqual({ lines: shown, moreText });
  });

  it("takes another limit", () => {
    expect(previewExportLines(lines(3), 1)).toEqual({ lines: ["line 1"], moreText: "and 2 more items" });
  });
});
