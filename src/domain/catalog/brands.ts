/**
 * The brand of goods sold without one: loose produce and fresh meat from the counter. Every chain
 * sells them, they are no retailer's own label (so no store-brand discount applies, issue 15), and a
 * cart entry for one takes the cheapest equivalent at each store by default (decision 011).
 */
export const UNBRANDED = "Unbranded";

export function isUnbranded(brand: string): boolean {
  return brand === UNBRANDED;
}
