import { krogerProductId } from "../../../domain/price-import/gtin";
import { normaliseGtin } from "../../../domain/price-import/gtin";
import { pickKrogerLocation } from "../../../domain/price-import/kroger-location";
import { KROGER_FAMILY_SLUGS } from "../../../domain/stores/kroger-family";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import {
  createKrogerClient,
  KrogerApiError,
  KrogerBudgetSpent,
  PRODUCTS_PER_CALL,
  type KrogerClient,
} from "../../integrations/kroger/kroger-client";
import type { JobReport } from "../../jobs/scheduler";
import { loadMatchableItems } from "./import-lookups.repository";
import { claimKrogerRefresh, finishKrogerRefresh, readKrogerFeed, spendKrogerCall } from "./kroger-feed.repository";
import { findLinkedStores, findStoresToLink, recordStoreLink } from "./kroger-stores.repository";
import { writeObservations } from "./observations.repository";

/**
 * Live Kroger prices (decision 019): once a day, link the Kroger-family stores PennyCart lists to
 * Kroger's location ids (/v1/locations near each store), then read each linked store's prices of the
 * catalog items with a known barcode (/v1/products, 50 a call) and write them as `store-api`
 * observations of that moment. A failure stops the run and is recorded; the prices read before stay
 * the current ones, and /api/pricing-status says the feed is not fresh.
 */

/** Chains whose stores Kroger's API covers: every Kroger-family banner the store import knows. */
export const KROGER_CHAIN_SLUGS = KROGER_FAMILY_SLUGS;
const LINK_RADIUS_MILES = 1;
const LINKS_PER_RUN = 200;
const RECHECK_AFTER_MS = 30 * 86_400_000;
/** Kroger prices count as live for a day and two hours after the last full refresh. */
export const FRESH_FOR_MS = 26 * 3_600_000;

export function createKrogerClientFor(db: Db, settings: NonNullable<AppConfig["kroger"]>, now: () => Date): KrogerClient {
  return createKrogerClient(settings, {
    baseUrl: settings.apiUrl,
    budget: { spend: (endpoint) => spendKrogerCall(db, endpoint, now()) },
    now: () => now().getTime(),
  });
}

async function linkStores(db: Db, client: KrogerClient, now: Date): Promise<number> {
  let linked = 0;
  const candidates = await findStoresToLink(db, KROGER_CHAIN_SLUGS, new Date(now.getTime() - RECHECK_AFTER_MS), LINKS_PER_RUN);
  for (const store of candidates) {
    const locations = await client.findLocations({ lat: store.latitude, lng: store.longitude }, LINK_RADIUS_MILES);
    if (await recordStoreLink(db, store.id, pickKrogerLocation(store, locations), now)) linked++;
  }
  return linked;
}

/** Kroger product id -> catalog item, for the items whose barcode is known. */
async function productsToRead(db: Db): Promise<Map<string, number>> {
  const items = new Map<string, number>();
  for (const item of await loadMatchableItems(db)) {
    for (const code of item.gtins) {
      const gtin = normaliseGtin(code);
      const productId = gtin && krogerProductId(gtin);
      if (productId) items.set(productId, item.id);
    }
  }
  return items;
}

/** The scheduled job's work: a refresh when one is due and no other instance is doing it. */
export async function refreshKrogerPrices(db: Db, client: KrogerClient, now: Date): Promise<JobReport> {
  if (!(await claimKrogerRefresh(db, now))) return { processed: 0 };
  let written = 0;
  let storesRead = 0;
  try {
    const linked = await linkStores(db, client, now);
    const items = await productsToRead(db);
    const productIds = [...items.keys()];
    const stores = await findLinkedStores(db);
    if (stores.length === 0) throw new KrogerApiError("no Kroger store is linked yet");
    for (const store of stores) {
      for (let i = 0; i < productIds.length; i += PRODUCTS_PER_CALL) {
        const read = await client.productPrices(store.locationId, productIds.slice(i, i + PRODUCTS_PER_CALL));
        const counts = await writeObservations(
          db,
          read.map((price) => ({
            itemId: items.get(price.productId)!,
            chainId: store.chainId,
            storeId: store.id,
            cents: price.regularCents,
            source: "store-api",
            sourceRef: `Kroger API /v1/products, location ${store.locationId}, product ${price.productId}`,
            observedAt: now,
            observedPrecision: "moment",
          })),
          now,
        );
        written += counts.inserted + counts.updated;
      }
      storesRead++;
    }
    await finishKrogerRefresh(db, now, null);
    return { processed: written, note: `${linked} stores newly linked; ${storesRead} stores read` };
  } catch (error) {
    if (!(error instanceof KrogerApiError || error instanceof KrogerBudgetSpent)) {
      await finishKrogerRefresh(db, now, "unexpected error");
      throw error;
    }
    const message = `${error.message} after ${storesRead} of the linked stores`;
    await finishKrogerRefresh(db, now, message);
    throw new Error(`Kroger refresh stopped: ${message}; the last prices read stay in use`, { cause: error });
  }
}

export type KrogerFeedStatus = { configured: boolean; fresh: boolean; lastSuccessAt: Date | null; lastError: string | null };

/** Whether Kroger prices are live: configured, and a full refresh within FRESH_FOR_MS of `now`. */
export async function krogerFeedStatus(db: Db, config: Pick<AppConfig, "kroger">, now: Date): Promise<KrogerFeedStatus> {
  if (!config.kroger) return { configured: false, fresh: false, lastSuccessAt: null, lastError: null };
  const feed = await readKrogerFeed(db);
  const lastSuccessAt = feed?.lastSuccessAt ?? null;
  const fresh = lastSuccessAt !== null && now.getTime() - lastSuccessAt.getTime() <= FRESH_FOR_MS;
  return { configured: true, fresh, lastSuccessAt, lastError: feed?.lastError ?? null };
}
