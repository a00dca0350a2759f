import { describe, expect, it } from "vitest";
import { parsePackSize } from "./pack-size";

describe("parsePackSize", () => {
  it.each([
    ["16 oz", { size: 16, sizeUnit: "oz", unit: "16 oz" }],
    ["16 oz (454 g)", { size: 16, sizeUnit: "oz", unit: "16 oz" }],
    ["16 oz/454 g", { size: 16, sizeUnit: "oz", unit: "16 oz" }],
    ["12 fl oz (355 mL)", { size: 12, sizeUnit: "fl oz", unit: "12 fl oz" }],
    ["64 FL. OZ", { size: 64, sizeUnit: "fl oz", unit: "64 fl oz" }],
    ["500 g", { size: 17.64, sizeUnit: "oz", unit: "500 g" }],
    ["1,5 l", { size: 1.5, sizeUnit: "l", unit: "1.5 L" }],
    ["1,000 g", { size: 35.27, sizeUnit: "oz", unit: "1000 g" }],
    ["2.1 kg", { size: 4.63, sizeUnit: "lb", unit: "2.1 kg" }],
    ["1 LB/454 g", { size: 1, sizeUnit: "lb", unit: "1 lb" }],
    ["2 lbs", { size: 2, sizeUnit: "lb", unit: "2 lb" }],
    ["355ml", { size: 355, sizeUnit: "ml", unit: "355 mL" }],
    ["75 cl", { size: 750, sizeUnit: "ml", unit: "75 cL" }],
    ["1 gallon", { size: 1, sizeUnit: "gal", unit: "1 gal" }],
    ["1 qt", { size: 1, sizeUnit: "qt", unit: "1 qt" }],
    ["1 pint", { size: 1, sizeUnit: "pt", unit: "1 pt" }],
    ["12 ct", { size: 12, sizeUnit: "ct", unit: "12 ct" }],
    ["12 eggs", { size: 12, sizeUnit: "ct", unit: "12 ct" }],
    ["1 dozen", { size: 1, sizeUnit: "doz", unit: "1 doz" }],
    ["6 x 330 ml", { size: 1980, sizeUnit: "ml", unit: "6 × 330 mL" }],
    ["12 X 12 fl oz", { size: 144, sizeUnit: "fl oz", unit: "12 × 12 fl oz" }],
    ["4 × 125 g", { size: 17.64, sizeUnit: "oz", unit: "4 × 125 g" }],
    ["Net Wt 10.5 oz", { size: 10.5, sizeUnit: "oz", unit: "10.5 oz" }],
    // Review R3: pounds and ounces together are their sum.
    ["1 lb 4 oz", { size: 20, sizeUnit: "oz", unit: "1 lb 4 oz" }],
    ["NET WT 1 LB 4 OZ (567g)", { size: 20, sizeUnit: "oz", unit: "1 lb 4 oz" }],
    // A decimal comma with two decimals; a pack of one; a dozen with its count beside it.
    ["1,25 kg", { size: 2.76, sizeUnit: "lb", unit: "1.25 kg" }],
    ["1 x 330 ml", { size: 330, sizeUnit: "ml", unit: "1 × 330 mL" }],
    ["1 dozen (12 ct)", { size: 1, sizeUnit: "doz", unit: "1 doz" }],
    ["  16 oz  ", { size: 16, sizeUnit: "oz", unit: "16 oz" }],
  ])("reads %s", (text, expected) => {
    expect(parsePackSize(text)).toEqual(expected);
  });

  it.each([
    [""],
    [undefined],
    ["family size"],
    ["0 g"],
    ["12 grains"],
    ["1.5 ct"],
    ["2 x 12 ct"],
    ["large"],
    // Review R3: sizes read wrong before are skipped as unreadable, never read as another size or as 0.
    ["1/2 gal"],
    ["1/2 lb"],
    ["1 1/2 lb"],
    ["330 ml x 6"],
    ["24 - 16.9 fl oz"],
    ["2 pack 12 oz"],
    ["1 x 0.1 g"],
    ["1 x 0.001 kg"],
    // Review R17: a count anywhere beside a measure, or ounces of 16 or more beside pounds, is not guessed.
    ["12 x 1 lb 4 oz"],
    ["2 x 1 lb 4 oz"],
    ["12 fl oz 6 pk"],
    ["12 oz 2 pack"],
    ["12 oz, 6 ct"],
    ["16.9 fl oz 24 bottles"],
    ["24 bottles 16.9 fl oz"],
    ["24 cans x 12 fl oz"],
    ["2 lb 32 oz"],
    ["1 lb 16 oz"],
    ["0 lb 0 oz"],
    ["2 x 1 dozen"],
    ["0.001 g"],
  ])("reads no size from %s", (text) => {
    expect(parsePackSize(text)).toBeNull();
  });
});
