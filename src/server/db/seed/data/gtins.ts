/**
 * Barcodes (GTIN/UPC) of catalog items, by item key, where a public source names the exact product
 * and size. Price imports (CSV, Open Prices) and the Kroger adapter find items by these; items not
 * listed are matched by name, brand and size only. Each entry names its source; a test checks that
 * every key is a catalog item and every code has a valid check digit.
 */
export const CATALOG_GTINS: Readonly<Record<string, { gtin: string; source: string }>> = {
  // FDA recall notice, J.M. Smucker Co., 2022-05-20: "JIF 16 OUNCE CREAMY PEANUT BUTTER 5150025516"
  // (UPC 0 51500 25516, check digit 2).
  "creamy-peanut-butter-jif-16-oz": { gtin: "051500255162", source: "FDA recall notice, 2022-05-20" },
  // Dole Fresh Vegetables recall announcement posted by the FDA, 2022-01-07 (Soledad, CA list): "Dole 12oz Garden
  // Salad / Salade Du Jardin 0-71430-01135-5" (check digit 5). Reprinted by KHON2 and Click2Houston, 2022-01-10/12.
  "garden-salad-dole-12-oz": { gtin: "071430011355", source: "Dole recall announcement posted by the FDA, 2022-01-07" },
};
