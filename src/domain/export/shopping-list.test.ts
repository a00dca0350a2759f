import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import {
  CSV_COLUMNS,
  CSV_FILE_NAME,
  formatListLine,
  shoppingListCsv,
  shoppingListText,
  TEXT_FILE_NAME,
  type ExportItem,
} from "./shopping-list";

const milk: ExportItem = { name: "Whole Milk", brand: "Horizon", quantity: 2, unit: "gallon", category: "Dairy" };
const bananas: ExportItem = { name: "Bananas", brand: null, quantity: 6, unit: "each", category: "Produce" };

describe("file names and columns", () => {
  it("match the spec", () => {
    expect(TEXT_FILE_NAME).toBe("shopping-list.txt");
    expect(CSV_FILE_NAME).toBe("shopping-list.csv");
    expect(CSV_COLUMNS).toEqual(["Item Name", "Brand", "Quantity", "Unit", "Category"]);
  });
});

describe("formatListLine", () => {
  it("is 'name (brand) - quantity unit'", () => {
    expect(formatListLine(milk)).toBe("Whole Milk (Horizon) - 2 gallon");
  });

  it("leaves out an empty brand or unit", () => {
    expect(formatListLine(bananas)).toBe("Bananas - 6 each");
    expect(formatListLine({ name: "Eggs", brand: "  ", quantity: 1 })).toBe("Eggs - 1");
    expect(formatListLine({ name: " Eggs ", brand: " Vital Farms ", quantity: 12, unit: "" })).toBe("Eggs (Vital Farms) - 12");
  });
});

describe("shoppingListText", () => {
  it("puts one item per line", () => {
    expect(shoppingListText([milk, bananas])).toBe("Whole Milk (Horizon) - 2 gallon\nBananas - 6 each");
    expect(shoppingListText([])).toBe("");
  });
});

describe("shoppingListCsv", () => {
  it("writes the header and one row per item", () => {
    expect(shoppingListCsv([milk, bananas])).toBe(
      "Item Name,Brand,Quantity,Unit,Category\r\nWhole Milk,Horizon,2,gallon,Dairy\r\nBananas,,6,each,Produce\r\n",
    );
  });

  it("writes only the header for an empty list", () => {
    expect(shoppingListCsv([])).toBe("Item Name,Brand,Quantity,Unit,Category\r\n");
  });

  it("quotes commas, quotes and newlines so the file parses back to the same cells", () => {
    const tricky: ExportItem = {
      name: 'Chips, "Extra" Salty',
      brand: "Lay's\nFamily",
      quantity: 3,
      unit: "bag",
      category: "Snacks",
    };
    const csv = shoppingListCsv([tricky]);
    expect(csv).toContain('"Chips, ""Extra"" Salty"');
    const parsed = Papa.parse<string[]>(csv, { newline: "\r\n", skipEmptyLines: true }).data;
    expect(parsed).toEqual([[...CSV_COLUMNS], ['Chips, "Extra" Salty', "Lay's\nFamily", "3", "bag", "Snacks"]]);
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    const csv = shoppingListCsv([
      { name: '=HYPERLINK("http://evil")', brand: "@SUM(A1)", quantity: 1, unit: "+1", category: "-2" },
    ]);
    const [, row] = Papa.parse<string[]>(csv, { newline: "\r\n", skipEmptyLines: true }).data;
    expect(row).toEqual(['\'=HYPERLINK("http://evil")', "'@SUM(A1)", "1", "'+1", "'-2"]);
  });
});
