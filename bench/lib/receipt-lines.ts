/** Twelve OCR lines of a Giant Eagle receipt, for the receipt reader's benches (receipt-memory, receipt-candidates). */
export const RECEIPT_LINES = [
  "GE 2% MLK GAL",
  "BNLS SKNLS BRST",
  "GE LG EGGS 18CT",
  "BANANAS",
  "CHOC CHIP COOKIES",
  "ORG BABY SPINACH 5OZ",
  "SHRD MOZZ CHS",
  "WHT BREAD",
  "GRND BEEF 80/20",
  "ORANGE JUICE 52OZ",
  "PNUT BUTTER CRMY",
  "TOM SAUCE 24OZ",
];
