/** A Kroger location as the linking needs it (from /v1/locations). */
export type KrogerLocationCandidate = { locationId: string; address: { addressLine1: string; zipCode: string } };

const houseNumber = (address: string) => /^\s*(\d+)/.exec(address)?.[1] ?? null;

/**
 * The Kroger location that is this store: the same 5-digit ZIP and the same house number (SNAP and
 * Kroger spell streets differently, "Rd" / "Road", but agree on numbers). Null when none or several
 * agree, so a store is never linked to a neighbour's prices.
 */
export function pickKrogerLocation(
  store: { address: string; zip: string },
  locations: readonly KrogerLocationCandidate[],
): string | null {
  const number = houseNumber(store.address);
  if (number === null) return null;
  const same = locations.filter(
    (l) => l.address.zipCode.slice(0, 5) === store.zip.slice(0, 5) && houseNumber(l.address.addressLine1) === number,
  );
  return same.length === 1 ? same[0]!.locationId : null;
}
