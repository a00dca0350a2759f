import { haversineMiles, type LatLng } from "../geo/distance";
import type { ParsedReceipt } from "./parse-receipt";
import { chainNamedIn, type ReceiptSpelling } from "./receipt-words";

/** A store as receipts are matched against it. */
export type StoreToMatch = { id: number; chainSlug: string; address: string; zip: string; latitude: number; longitude: number };

/** How far from the shopper a store on a receipt may be guessed (by its chain alone). */
const NEAR_MILES = 25;

const normalise = (text: string) =>
  ` ${text
    .toUpperCase()
    .replace(/[^A-Z0-9 ]+/g, " ")
    .replace(/\bAVENUE\b/g, "AVE")
    .replace(/\bSTREET\b/g, "ST")
    .replace(/\bROAD\b/g, "RD")
    .replace(/\bBOULEVARD\b/g, "BLVD")
    .replace(/\bDRIVE\b/g, "DR")
    .replace(/\bHIGHWAY\b/g, "HWY")
    .replace(/\s+/g, " ")
    .trim()} `;

/** Whether the header prints this street address: its number and its first word of name. */
function printsAddress(header: string, address: string): boolean {
  const [number, name] = normalise(address).trim().split(" ");
  if (!number || !name || !/\d/.test(number)) return false;
  return header.includes(` ${number} ${name} `);
}

export type StoreMatch = { storeId: number | null; chainSlug: string | null };

/**
 * The store a receipt is from: the store whose street address it prints (of its chain, when the name says
 * one), else the chain's store with the printed zip nearest the shopper, else the chain's store nearest
 * the shopper within 25 miles. Null when it cannot tell; the shopper then picks.
 */
export function matchStore(
  receipt: Pick<ParsedReceipt, "header" | "zip">,
  stores: readonly StoreToMatch[],
  shopper: LatLng | null,
  formats: ReceiptSpelling["formats"],
): StoreMatch {
  const chainSlug = chainNamedIn(receipt.header, formats);
  const header = normalise(receipt.header.join(" "));
  const ofChain = chainSlug ? stores.filter((store) => store.chainSlug === chainSlug) : stores;
  const byDistance = (list: readonly StoreToMatch[]) =>
    shopper
      ? [...list].sort(
          (a, b) =>
            haversineMiles(shopper, { lat: a.latitude, lng: a.longitude }) - haversineMiles(shopper, { lat: b.latitude, lng: b.longitude }),
        )
      : [...list];
  const printed = byDistance(ofChain.filter((store) => printsAddress(header, store.address)));
  const inZip = receipt.zip ? printed.filter((store) => store.zip === receipt.zip) : [];
  const byAddress = inZip[0] ?? printed[0];
  if (byAddress) return { storeId: byAddress.id, chainSlug: byAddress.chainSlug };
  if (!chainSlug) return { storeId: null, chainSlug: null };
  const zipped = receipt.zip ? ofChain.filter((store) => store.zip === receipt.zip) : [];
  const nearest = byDistance(zipped.length > 0 ? zipped : ofChain)[0];
  const nearEnough =
    nearest && (zipped.length > 0 || (shopper && haversineMiles(shopper, { lat: nearest.latitude, lng: nearest.longitude }) <= NEAR_MILES));
  return { storeId: nearEnough ? nearest.id : null, chainSlug };
}
