/**
 * Federal average retail prices the catalog's estimates are anchored to (docs/data.md).
 *
 * Copied from the publishers' files, one row each, with the original unit and price kept verbatim
 * so every figure can be traced back; `centsPerBaseUnit` is the only derived value:
 * round(originalPriceUsd × 100 / baseUnitsPerOriginalUnit). Unit notes:
 * - BLS "per 8 oz." (yogurt), "per 12 oz." (strawberries, dry pint) and "per 16 oz." (potato chips)
 *   are net weight; "per 16 oz." for frozen orange juice concentrate and "per 12 oz." for soft
 *   drink cans are fluid ounces; 2 litres = 0.528344 gal.
 * - ERS juice is priced per (fluid) pint = 1/8 gal; everything else per pound.
 * BLS figures are US city averages for the period shown (most 2025-07/08, some last published for
 * 2023-11); ERS figures are 2022 annual averages. Neither is a Pittsburgh price.
 */
import type { ReferenceBaseUnit } from "../../../../domain/pricing/estimate";

export type ReferencePriceSeed = {
  key: string;
  source: "BLS" | "USDA ERS";
  /** BLS Average Price series id (APU0000…); null for ERS rows, which are identified by item and form. */
  seriesId: string | null;
  /** The publisher's item description, verbatim. */
  item: string;
  /** ERS form (Fresh, Canned, Frozen, Juice, Dried); null for BLS. */
  form: string | null;
  originalUnit: string;
  originalPriceUsd: number;
  /** "YYYY-MM" for BLS, "2022" for the ERS annual averages. */
  period: string;
  baseUnit: ReferenceBaseUnit;
  baseUnitsPerOriginalUnit: number;
  centsPerBaseUnit: number;
};

export const REFERENCE_PRICES = [
  { key: "bls-flour", source: "BLS", seriesId: "APU0000701111", item: "Flour, white, all purpose", form: null, originalUnit: "per lb.", originalPriceUsd: 0.557, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 56 },
  { key: "bls-rice", source: "BLS", seriesId: "APU0000701312", item: "Rice, white, long grain, uncooked", form: null, originalUnit: "per lb.", originalPriceUsd: 1.059, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 106 },
  { key: "bls-spaghetti", source: "BLS", seriesId: "APU0000701322", item: "Spaghetti and macaroni", form: null, originalUnit: "per lb.", originalPriceUsd: 1.294, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 129 },
  { key: "bls-bread-white", source: "BLS", seriesId: "APU0000702111", item: "Bread, white, pan", form: null, originalUnit: "per lb.", originalPriceUsd: 1.841, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 184 },
  { key: "bls-bread-wheat", source: "BLS", seriesId: "APU0000702212", item: "Bread, whole wheat, pan", form: null, originalUnit: "per lb.", originalPriceUsd: 2.684, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 268 },
  { key: "bls-cookies-chocolate-chip", source: "BLS", seriesId: "APU0000702421", item: "Cookies, chocolate chip", form: null, originalUnit: "per lb.", originalPriceUsd: 5.044, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 504 },
  { key: "bls-ground-chuck", source: "BLS", seriesId: "APU0000703111", item: "Ground chuck, 100% beef", form: null, originalUnit: "per lb.", originalPriceUsd: 6.626, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 663 },
  { key: "bls-ground-beef", source: "BLS", seriesId: "APU0000703112", item: "Ground beef, 100% beef", form: null, originalUnit: "per lb.", originalPriceUsd: 6.318, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 632 },
  { key: "bls-ground-beef-lean", source: "BLS", seriesId: "APU0000703113", item: "Ground beef, lean and extra lean", form: null, originalUnit: "per lb.", originalPriceUsd: 6.731, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 673 },
  { key: "bls-beef-stew", source: "BLS", seriesId: "APU0000703432", item: "Beef for stew, boneless", form: null, originalUnit: "per lb.", originalPriceUsd: 7.16, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 716 },
  { key: "bls-beef-roasts", source: "BLS", seriesId: "APU0000FC2101", item: "All Uncooked Beef Roasts", form: null, originalUnit: "per lb.", originalPriceUsd: 8.723, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 872 },
  { key: "bls-beef-steaks", source: "BLS", seriesId: "APU0000FC3101", item: "All Uncooked Beef Steaks", form: null, originalUnit: "per lb.", originalPriceUsd: 12.222, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 1222 },
  { key: "bls-bacon", source: "BLS", seriesId: "APU0000704111", item: "Bacon, sliced", form: null, originalUnit: "per lb.", originalPriceUsd: 7.208, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 721 },
  { key: "bls-pork-chops", source: "BLS", seriesId: "APU0000FD3101", item: "All Pork Chops", form: null, originalUnit: "per lb.", originalPriceUsd: 4.299, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 430 },
  { key: "bls-pork-chops-boneless", source: "BLS", seriesId: "APU0000704212", item: "Chops, boneless", form: null, originalUnit: "per lb.", originalPriceUsd: 4.629, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 463 },
  { key: "bls-ham", source: "BLS", seriesId: "APU0000FD2101", item: "All Ham (Excluding Canned Ham and Luncheon Slices)", form: null, originalUnit: "per lb.", originalPriceUsd: 4.501, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 450 },
  { key: "bls-other-pork", source: "BLS", seriesId: "APU0000FD4101", item: "All Other Pork (Excluding Canned Ham and Luncheon Slices)", form: null, originalUnit: "per lb.", originalPriceUsd: 3.695, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 370 },
  { key: "bls-chicken-whole", source: "BLS", seriesId: "APU0000706111", item: "Chicken, fresh, whole", form: null, originalUnit: "per lb.", originalPriceUsd: 2.076, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 208 },
  { key: "bls-chicken-breast", source: "BLS", seriesId: "APU0000FF1101", item: "Chicken breast, boneless", form: null, originalUnit: "per lb.", originalPriceUsd: 4.212, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 421 },
  { key: "bls-chicken-legs", source: "BLS", seriesId: "APU0000706212", item: "Chicken legs, bone-in", form: null, originalUnit: "per lb.", originalPriceUsd: 1.851, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 185 },
  { key: "bls-eggs", source: "BLS", seriesId: "APU0000708111", item: "Eggs, grade A, large", form: null, originalUnit: "per doz.", originalPriceUsd: 3.587, period: "2025-08", baseUnit: "doz", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 359 },
  { key: "bls-milk-whole", source: "BLS", seriesId: "APU0000709112", item: "Milk, fresh, whole, fortified", form: null, originalUnit: "per gal.", originalPriceUsd: 4.171, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 417 },
  { key: "bls-milk-reduced-fat", source: "BLS", seriesId: "APU0000FJ1101", item: "Milk, fresh, low-fat, reduced fat, skim", form: null, originalUnit: "per gal.", originalPriceUsd: 3.663, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 366 },
  { key: "bls-american-cheese", source: "BLS", seriesId: "APU0000710211", item: "American processed cheese", form: null, originalUnit: "per lb.", originalPriceUsd: 5.008, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 501 },
  { key: "bls-cheddar", source: "BLS", seriesId: "APU0000710212", item: "Cheddar cheese, natural", form: null, originalUnit: "per lb.", originalPriceUsd: 6.123, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 612 },
  { key: "bls-ice-cream", source: "BLS", seriesId: "APU0000710411", item: "Ice cream, prepackaged, bulk, regular", form: null, originalUnit: "per 1/2 gal.", originalPriceUsd: 6.505, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.5, centsPerBaseUnit: 1301 },
  { key: "bls-yogurt", source: "BLS", seriesId: "APU0000FJ4101", item: "Yogurt", form: null, originalUnit: "per 8 oz.", originalPriceUsd: 1.495, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 0.5, centsPerBaseUnit: 299 },
  { key: "bls-butter", source: "BLS", seriesId: "APU0000FS1101", item: "Butter, stick", form: null, originalUnit: "per lb.", originalPriceUsd: 4.828, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 483 },
  { key: "bls-bananas", source: "BLS", seriesId: "APU0000711211", item: "Bananas", form: null, originalUnit: "per lb.", originalPriceUsd: 0.666, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 67 },
  { key: "bls-oranges-navel", source: "BLS", seriesId: "APU0000711311", item: "Oranges, Navel", form: null, originalUnit: "per lb.", originalPriceUsd: 1.664, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 166 },
  { key: "bls-grapefruit", source: "BLS", seriesId: "APU0000711411", item: "Grapefruit", form: null, originalUnit: "per lb.", originalPriceUsd: 1.832, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 183 },
  { key: "bls-lemons", source: "BLS", seriesId: "APU0000711412", item: "Lemons", form: null, originalUnit: "per lb.", originalPriceUsd: 2.061, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 206 },
  { key: "bls-strawberries", source: "BLS", seriesId: "APU0000711415", item: "Strawberries, dry pint", form: null, originalUnit: "per 12 oz.", originalPriceUsd: 2.965, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 0.75, centsPerBaseUnit: 395 },
  { key: "bls-potatoes", source: "BLS", seriesId: "APU0000712112", item: "Potatoes, white", form: null, originalUnit: "per lb.", originalPriceUsd: 1.001, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 100 },
  { key: "bls-tomatoes", source: "BLS", seriesId: "APU0000712311", item: "Tomatoes, field grown", form: null, originalUnit: "per lb.", originalPriceUsd: 1.925, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 193 },
  { key: "bls-orange-juice-concentrate", source: "BLS", seriesId: "APU0000713111", item: "Orange juice, frozen concentrate, 12 oz. can", form: null, originalUnit: "per 16 oz.", originalPriceUsd: 4.670, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.125, centsPerBaseUnit: 3736 },
  { key: "bls-corn-canned", source: "BLS", seriesId: "APU0000714221", item: "Corn, canned, any style, all sizes", form: null, originalUnit: "per lb.", originalPriceUsd: 1.243, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 124 },
  { key: "bls-beans-dried", source: "BLS", seriesId: "APU0000714233", item: "Beans, dried, any type, all sizes", form: null, originalUnit: "per lb.", originalPriceUsd: 1.574, period: "2023-11", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 157 },
  { key: "bls-sugar", source: "BLS", seriesId: "APU0000715211", item: "Sugar, white, all sizes", form: null, originalUnit: "per lb.", originalPriceUsd: 1.040, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 104 },
  { key: "bls-coffee", source: "BLS", seriesId: "APU0000717311", item: "Coffee, 100%, ground roast, all sizes", form: null, originalUnit: "per lb.", originalPriceUsd: 8.872, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 887 },
  { key: "bls-potato-chips", source: "BLS", seriesId: "APU0000718311", item: "Potato chips", form: null, originalUnit: "per 16 oz.", originalPriceUsd: 6.751, period: "2025-08", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 675 },
  { key: "bls-soft-drinks-2l", source: "BLS", seriesId: "APU0000FN1101", item: "All soft drinks", form: null, originalUnit: "per 2 liters", originalPriceUsd: 2.208, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.5283441047, centsPerBaseUnit: 418 },
  { key: "bls-soft-drinks-cans", source: "BLS", seriesId: "APU0000FN1102", item: "All soft drinks, 12 pk, 12 oz., cans", form: null, originalUnit: "per 12 oz.", originalPriceUsd: 0.567, period: "2025-08", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.09375, centsPerBaseUnit: 605 },
  { key: "ers-apples", source: "USDA ERS", seriesId: null, item: "Apples", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.8541, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 185 },
  { key: "ers-applesauce", source: "USDA ERS", seriesId: null, item: "Apples, applesauce", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.1705, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 117 },
  { key: "ers-apple-juice", source: "USDA ERS", seriesId: null, item: "Apples, ready-to-drink", form: "Juice", originalUnit: "per pint", originalPriceUsd: 0.8699, period: "2022", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.125, centsPerBaseUnit: 696 },
  { key: "ers-grape-juice", source: "USDA ERS", seriesId: null, item: "Grapes, ready-to-drink", form: "Juice", originalUnit: "per pint", originalPriceUsd: 1.0509, period: "2022", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.125, centsPerBaseUnit: 841 },
  { key: "ers-orange-juice", source: "USDA ERS", seriesId: null, item: "Oranges, ready-to-drink", form: "Juice", originalUnit: "per pint", originalPriceUsd: 1.0572, period: "2022", baseUnit: "gal", baseUnitsPerOriginalUnit: 0.125, centsPerBaseUnit: 846 },
  { key: "ers-grapes", source: "USDA ERS", seriesId: null, item: "Grapes", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 2.0363, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 204 },
  { key: "ers-blueberries", source: "USDA ERS", seriesId: null, item: "Blueberries", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 4.1575, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 416 },
  { key: "ers-raspberries", source: "USDA ERS", seriesId: null, item: "Raspberries", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 7.7338, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 773 },
  { key: "ers-blackberries", source: "USDA ERS", seriesId: null, item: "Blackberries", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 6.7483, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 675 },
  { key: "ers-cherries", source: "USDA ERS", seriesId: null, item: "Cherries", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 4.6632, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 466 },
  { key: "ers-peaches", source: "USDA ERS", seriesId: null, item: "Peaches", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 2.1785, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 218 },
  { key: "ers-pears", source: "USDA ERS", seriesId: null, item: "Pears", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.8472, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 185 },
  { key: "ers-clementines", source: "USDA ERS", seriesId: null, item: "Clementines", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.5811, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 158 },
  { key: "ers-berries-mixed-frozen", source: "USDA ERS", seriesId: null, item: "Berries, mixed", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 4.2673, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 427 },
  { key: "ers-strawberries-frozen", source: "USDA ERS", seriesId: null, item: "Strawberries", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 3.3421, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 334 },
  { key: "ers-blueberries-frozen", source: "USDA ERS", seriesId: null, item: "Blueberries", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 3.821, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 382 },
  { key: "ers-peaches-canned", source: "USDA ERS", seriesId: null, item: "Peaches, packed in juice", form: "Canned", originalUnit: "per pound", originalPriceUsd: 2.2503, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 225 },
  { key: "ers-pineapple-canned", source: "USDA ERS", seriesId: null, item: "Pineapple, packed in juice", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.6509, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 165 },
  { key: "ers-raisins", source: "USDA ERS", seriesId: null, item: "Grapes (raisins)", form: "Dried", originalUnit: "per pound", originalPriceUsd: 3.9936, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 399 },
  { key: "ers-cranberries-dried", source: "USDA ERS", seriesId: null, item: "Cranberries", form: "Dried", originalUnit: "per pound", originalPriceUsd: 5.0828, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 508 },
  { key: "ers-mangoes-dried", source: "USDA ERS", seriesId: null, item: "Mangoes", form: "Dried", originalUnit: "per pound", originalPriceUsd: 10.3035, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 1030 },
  { key: "ers-asparagus", source: "USDA ERS", seriesId: null, item: "Asparagus", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 2.9531, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 295 },
  { key: "ers-broccoli", source: "USDA ERS", seriesId: null, item: "Broccoli heads", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 3.0820, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 308 },
  { key: "ers-brussels-sprouts", source: "USDA ERS", seriesId: null, item: "Brussels sprouts", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 2.9139, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 291 },
  { key: "ers-carrots", source: "USDA ERS", seriesId: null, item: "Carrots, raw whole", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 0.9761, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 98 },
  { key: "ers-carrots-baby", source: "USDA ERS", seriesId: null, item: "Carrots, baby", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.3507, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 135 },
  { key: "ers-mushrooms-sliced", source: "USDA ERS", seriesId: null, item: "Mushrooms, sliced", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 3.9224, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 392 },
  { key: "ers-onions", source: "USDA ERS", seriesId: null, item: "Onions", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.1062, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 111 },
  { key: "ers-sweet-potatoes", source: "USDA ERS", seriesId: null, item: "Sweet potatoes", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.1565, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 116 },
  { key: "ers-tomatoes-grape", source: "USDA ERS", seriesId: null, item: "Tomatoes, grape & cherry", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 3.8729, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 387 },
  { key: "ers-tomatoes-roma", source: "USDA ERS", seriesId: null, item: "Tomatoes, roma & plum", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.2453, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 125 },
  { key: "ers-zucchini", source: "USDA ERS", seriesId: null, item: "Zucchini", form: "Fresh", originalUnit: "per pound", originalPriceUsd: 1.6359, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 164 },
  { key: "ers-broccoli-frozen", source: "USDA ERS", seriesId: null, item: "Broccoli", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 2.3458, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 235 },
  { key: "ers-peas-frozen", source: "USDA ERS", seriesId: null, item: "Green peas", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 1.9960, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 200 },
  { key: "ers-corn-frozen", source: "USDA ERS", seriesId: null, item: "Corn", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 1.6889, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 169 },
  { key: "ers-mixed-vegetables-frozen", source: "USDA ERS", seriesId: null, item: "Mixed vegetables, carrots, peas, corn, green beans", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 1.7859, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 179 },
  { key: "ers-green-beans-frozen", source: "USDA ERS", seriesId: null, item: "Green beans", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 1.9983, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 200 },
  { key: "ers-spinach-frozen", source: "USDA ERS", seriesId: null, item: "Spinach", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 2.2796, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 228 },
  { key: "ers-french-fries-frozen", source: "USDA ERS", seriesId: null, item: "Potatoes, french fries", form: "Frozen", originalUnit: "per pound", originalPriceUsd: 1.9018, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 190 },
  { key: "ers-green-beans-canned", source: "USDA ERS", seriesId: null, item: "Green beans", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.1291, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 113 },
  { key: "ers-peas-canned", source: "USDA ERS", seriesId: null, item: "Green peas", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.3118, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 131 },
  { key: "ers-black-beans-canned", source: "USDA ERS", seriesId: null, item: "Black beans", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.2387, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 124 },
  { key: "ers-kidney-beans-canned", source: "USDA ERS", seriesId: null, item: "Kidney beans", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.1208, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 112 },
  { key: "ers-tomatoes-canned", source: "USDA ERS", seriesId: null, item: "Tomatoes", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.0715, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 107 },
  { key: "ers-pumpkin-canned", source: "USDA ERS", seriesId: null, item: "Pumpkin", form: "Canned", originalUnit: "per pound", originalPriceUsd: 1.8642, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 186 },
  { key: "ers-olives-canned", source: "USDA ERS", seriesId: null, item: "Olives", form: "Canned", originalUnit: "per pound", originalPriceUsd: 5.3496, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 535 },
  { key: "ers-black-beans-dried", source: "USDA ERS", seriesId: null, item: "Black beans", form: "Dried", originalUnit: "per pound", originalPriceUsd: 1.5250, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 153 },
  { key: "ers-lentils-dried", source: "USDA ERS", seriesId: null, item: "Lentils", form: "Dried", originalUnit: "per pound", originalPriceUsd: 1.8390, period: "2022", baseUnit: "lb", baseUnitsPerOriginalUnit: 1, centsPerBaseUnit: 184 },
] as const satisfies readonly ReferencePriceSeed[];

export type ReferenceKey = (typeof REFERENCE_PRICES)[number]["key"];

const BY_KEY: ReadonlyMap<string, ReferencePriceSeed> = new Map(REFERENCE_PRICES.map((ref) => [ref.key, ref]));

export function findReferencePrice(key: string): ReferencePriceSeed | undefined {
  return BY_KEY.get(key);
}
