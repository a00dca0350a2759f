/**
 * Typical regular (not sale) 2025 shelf prices of premium brands whose product a federal average
 * also measures, keyed by catalog item key, in cents: the `premium_shelf_cents` column of the item files.
 * They set how far above the all-brands average each premium brand sits (brand-factors.ts): King Arthur
 * flour is not 1.3 × the BLS flour average but about 2.25 ×. These are the team's figures from 2025
 * national-chain shelf and website prices, a judgement like the curated prices (docs/data.md), not
 * observations stored as prices; they were not re-checked against live sites (the build machine has no
 * internet access).
 */
import { LISTED_ITEMS } from "./catalog-files";

export const PREMIUM_SHELF_CENTS: Readonly<Record<string, number>> = Object.fromEntries(
  LISTED_ITEMS.flatMap(({ item, premiumShelfCents }) => (premiumShelfCents === undefined ? [] : [[item.key, premiumShelfCents]])),
);
