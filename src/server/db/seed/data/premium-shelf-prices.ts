/**
 * Typical regular (not sale) 2025 shelf prices of premium brands whose product a federal average
 * also measures, keyed by catalog item key, in cents. They set how far above the all-brands average
 * each premium brand sits (brand-factors.ts): King Arthur flour is not 1.3 × the BLS flour average but
 * about 2.25 ×. These are the team's figures from 2025 national-chain shelf and website prices, a
 * judgement like the curated prices (docs/data.md), not observations stored as prices; they were not
 * re-checked against live sites (the build machine has no internet access).
 */
export const PREMIUM_SHELF_CENTS: Readonly<Record<string, number>> = {
  "cheddar-cheese-tillamook-8-oz": 399,
  "bacon-wright-brand-24-oz": 1299,
  "boneless-skinless-chicken-breasts-bell-evans-1-5-lb": 999,
  "21-whole-grains-and-seeds-bread-daves-killer-bread-27-oz": 679,
  "all-purpose-flour-king-arthur-5-lb": 629,
  "spaghetti-de-cecco-16-oz": 329,
  "diced-tomatoes-muir-glen-14-5-oz": 299,
  "kettle-cooked-potato-chips-kettle-brand-8-oz": 449,
  "ground-coffee-dunkin-12-oz": 949,
  "whole-bean-coffee-starbucks-12-oz": 1199,
};
