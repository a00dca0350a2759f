/**
 * The sample shoppers offered on the local sign-in page (development and test mode). Each one's first
 * sign-in (a new account) starts with the cart its blurb promises; the lines name catalog items by key
 * (src/server/db/seed/catalog), so the cart is made of real items with real prices.
 */
export type SampleCartLine = { key: string; quantity: number };

export type SampleShopper = {
  email: string;
  firstName: string;
  lastName: string;
  blurb: string;
  cart: readonly SampleCartLine[];
};

export const SAMPLE_SHOPPERS: readonly SampleShopper[] = [
  {
    email: "alex@pennycart.example",
    firstName: "Alex",
    lastName: "Rivera",
    blurb: "Weekly family shop",
    cart: [
      { key: "whole-milk-great-value-1-gal", quantity: 2 },
      { key: "large-eggs-great-value-12-ct", quantity: 2 },
      { key: "white-bread-great-value-20-oz", quantity: 2 },
      { key: "bananas-unbranded-1-lb", quantity: 3 },
      { key: "gala-apples-unbranded-3-lb", quantity: 1 },
      { key: "ground-beef-80-20-great-value-1-lb", quantity: 2 },
      { key: "cheddar-cheese-great-value-8-oz", quantity: 1 },
      { key: "spaghetti-great-value-16-oz", quantity: 2 },
      { key: "orange-juice-great-value-52-fl-oz", quantity: 1 },
      { key: "toilet-paper-great-value-12-mega-rolls", quantity: 1 },
    ],
  },
  {
    email: "sam@pennycart.example",
    firstName: "Sam",
    lastName: "Patel",
    blurb: "Budget-minded student",
    cart: [
      { key: "ramen-noodle-soup-maruchan-12-ct", quantity: 2 },
      { key: "spaghetti-great-value-16-oz", quantity: 2 },
      { key: "black-beans-great-value-15-oz", quantity: 3 },
      { key: "large-eggs-great-value-12-ct", quantity: 1 },
      { key: "bananas-unbranded-1-lb", quantity: 2 },
      { key: "white-bread-great-value-20-oz", quantity: 1 },
      { key: "ground-coffee-great-value-24-2-oz", quantity: 1 },
    ],
  },
  {
    email: "jordan@pennycart.example",
    firstName: "Jordan",
    lastName: "Kim",
    blurb: "Shops three stores",
    cart: [
      { key: "whole-milk-horizon-organic-64-fl-oz", quantity: 1 },
      { key: "greek-yogurt-chobani-32-oz", quantity: 2 },
      { key: "cheddar-cheese-tillamook-8-oz", quantity: 1 },
      { key: "large-eggs-egglands-best-12-ct", quantity: 1 },
      { key: "spaghetti-barilla-16-oz", quantity: 2 },
      { key: "ground-coffee-folgers-25-9-oz", quantity: 1 },
      { key: "dish-soap-dawn-19-4-fl-oz", quantity: 1 },
      { key: "toilet-paper-charmin-12-mega-rolls", quantity: 1 },
    ],
  },
];

/** The sample shopper signing in with this e-mail (any case), if it is one. */
export const sampleShopperFor = (email: string): SampleShopper | undefined =>
  SAMPLE_SHOPPERS.find((shopper) => shopper.email === email.trim().toLowerCase());
