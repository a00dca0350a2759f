import { paperPackAreaSqFt } from "../../../../domain/pricing/paper-area";
import { defineCatalogItems } from "./catalog-item";

/**
 * Paper goods are sized by paper area (decision 031): packs, sheets in each, sheet width and length in
 * inches. These are the team's figures for typical packs of each brand as their labels state them, not
 * measurements of one shelf (docs/data.md). The display label ("6 double rolls") stays what the shopper
 * sees on the shelf, and with it the item's key.
 */
const paper = (units: number, sheetsPerUnit: number, sheetWidthIn: number, sheetLengthIn: number) =>
  paperPackAreaSqFt({ units, sheetsPerUnit, sheetWidthIn, sheetLengthIn });

// No federal average covers household goods; every price here is curated.
export const HOUSEHOLD_ITEMS = defineCatalogItems("Household", [
  ["Paper Towels", "Bounty", paper(6, 98, 11, 5.9), "sq ft", "national", 1199, "6 double rolls"],
  ["Paper Towels", "Brawny", paper(6, 96, 11, 5.9), "sq ft", "national", 1099, "6 double rolls"],
  ["Paper Towels", "Great Value", paper(6, 104, 11, 5.9), "sq ft", "store", 999, "6 double rolls"],
  ["Paper Towels", "Kirkland Signature", paper(12, 160, 11, 5.9), "sq ft", "store", 2499, "12 rolls"],
  ["Toilet Paper", "Charmin", paper(12, 224, 4, 3.92), "sq ft", "national", 1699, "12 mega rolls"],
  ["Toilet Paper", "Cottonelle", paper(12, 284, 4, 3.8), "sq ft", "national", 1599, "12 mega rolls"],
  ["Toilet Paper", "Angel Soft", paper(12, 429, 4, 3.7), "sq ft", "national", 999, "12 mega rolls"],
  ["Toilet Paper", "Great Value", paper(12, 340, 4, 3.7), "sq ft", "store", 1299, "12 mega rolls"],
  ["Facial Tissues", "Kleenex", paper(3, 160, 8.2, 8.4), "sq ft", "national", 599, "3 boxes"],
  ["Facial Tissues", "Puffs", paper(3, 124, 8.2, 8.4), "sq ft", "national", 579, "3 boxes"],
  ["Paper Napkins", "Vanity Fair", paper(1, 200, 12.5, 11.4), "sq ft", "national", 499, "200 ct"],
  ["Paper Plates", "Dixie", 90, "ct", "national", 999],
  ["Liquid Laundry Detergent", "Tide", 92, "fl oz", "national", 1399],
  ["Liquid Laundry Detergent", "Gain", 88, "fl oz", "national", 1299],
  ["Liquid Laundry Detergent", "Arm & Hammer", 100.5, "fl oz", "national", 999],
  ["Liquid Laundry Detergent", "Great Value", 92, "fl oz", "store", 1199],
  ["Laundry Detergent Pacs", "Tide Pods", 42, "ct", "national", 1399],
  ["Fabric Softener", "Downy", 64, "fl oz", "national", 749],
  ["Dryer Sheets", "Bounce", 120, "ct", "national", 749],
  ["Dish Soap", "Dawn", 19.4, "fl oz", "national", 329],
  ["Dish Soap", "Palmolive", 20, "fl oz", "national", 299],
  ["Dish Soap", "Mrs. Meyer's Clean Day", 16, "fl oz", "premium", 329],
  ["Dish Soap", "Great Value", 20, "fl oz", "store", 299],
  ["Dishwasher Detergent Pacs", "Cascade Platinum", 31, "ct", "national", 1099],
  ["Dishwasher Detergent Pacs", "Finish Quantum", 32, "ct", "national", 1099],
  ["Dishwasher Detergent Pacs", "Great Value", 45, "ct", "store", 1199],
  ["Tall Kitchen Trash Bags", "Glad", 40, "ct", "national", 1099, "40 ct, 13 gal"],
  ["Tall Kitchen Trash Bags", "Hefty", 40, "ct", "national", 1049, "40 ct, 13 gal"],
  ["Tall Kitchen Trash Bags", "Great Value", 40, "ct", "store", 999, "40 ct, 13 gal"],
  ["Aluminum Foil", "Reynolds Wrap", 75, "sq ft", "national", 549],
  ["Aluminum Foil", "Great Value", 75, "sq ft", "store", 549],
  ["Plastic Wrap", "Glad ClingWrap", 200, "sq ft", "national", 399],
  ["Gallon Storage Bags", "Ziploc", 38, "ct", "national", 649],
  ["Gallon Storage Bags", "Great Value", 40, "ct", "store", 649],
  ["Sandwich Bags", "Ziploc", 90, "ct", "national", 479],
  ["Disinfecting Wipes", "Clorox", 75, "ct", "national", 649],
  ["Disinfecting Wipes", "Lysol", 80, "ct", "national", 629],
  ["All-Purpose Cleaner", "Lysol", 32, "fl oz", "national", 449],
  ["All-Purpose Cleaner", "Method", 28, "fl oz", "premium", 449],
  ["Glass Cleaner", "Windex", 23, "fl oz", "national", 449],
  ["Regular Bleach", "Clorox", 121, "fl oz", "national", 649],
  ["Regular Bleach", "Great Value", 121, "fl oz", "store", 649],
  ["Scrub Sponges", "Scotch-Brite", 6, "ct", "national", 599],
  ["AA Batteries", "Duracell", 8, "ct", "national", 1099],
  ["AA Batteries", "Energizer", 8, "ct", "national", 1099],
]);
