import type { CartEntry, CartStorePrice, StorePrice } from "../contracts/catalog";
import { centsToDecimalString, type Cents } from "../money/money";
import type { CartStorePriceCents, PricedCartLine } from "./price-cart";
import type { StorePriceCents } from "./store-prices";

// The one place a priced cart's cents become the API's decimal strings.
const decimal = (cents: Cents | null) => (cents === null ? null : centsToDecimalString(cents));

/** A store price as the API gives it: a decimal string, and `available` false with no price. */
export function toStorePrice(price: StorePriceCents): StorePrice {
  return {
    storeId: price.storeId,
    price: decimal(price.cents),
    low: decimal(price.lowCents),
    high: decimal(price.highCents),
    available: price.cents !== null,
    unitPrice: price.unitPrice,
    source: price.source,
    sourceLabel: price.sourceLabel,
    observedAt: price.observedAt,
  };
}

// Object.assign, not a spread into a new literal: that copy was 30 times slower (a hundred cells on every cart read).
export function toCartStorePrice(price: CartStorePriceCents): CartStorePrice {
  return Object.assign(toStorePrice(price), {
    pricedItem: price.pricedItem,
    packs: price.packs,
    lineTotal: decimal(price.lineCents),
  });
}

/**
 * The priced cart as `GET /api/cart` answers it. It is sent as built (decision 063): only the contract's fields.
 */
export function toCartResponse(lines: readonly PricedCartLine[]): CartEntry[] {
  return lines.map((line) => toCartEntry(line, line.storePrices.map(toCartStorePrice)));
}

/** A cart line as the API gives it, with its prices as answered (the one place an entry's fields are listed). */
export function toCartEntry(
  { id, itemId, quantity, checked, matchMode, item, assortmentKnown }: Omit<PricedCartLine, "storePrices">,
  storePrices: CartStorePrice[],
): CartEntry {
  return { id, itemId, quantity, checked, matchMode, item, assortmentKnown, storePrices };
}
