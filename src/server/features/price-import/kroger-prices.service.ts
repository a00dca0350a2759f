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
import { CATALOG_GTINS } from "../../db/seed/data/gtins";
import {
  claimKrogerRefresh,
  finishKrogerRefresh,
  readKrogerFeed,
  REFRESH_EVERY_MS,
  spendKrogerCall,
} from "./kroger-feed.repository";
import {
  countLinkedStores,
  findItemsToRead,
  findLinkedStores,
  findStoresToLink,
  recordStoreLink,
  recordStoreRead,
} from "./kroger-stores.repository";
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

/** Kroger product id -> catalog item, for the items a refresh reads (findItemsToRead) whose barcode is a Kroger product. */
async function productsToRead(db: Db): Promise<Map<string, number>> {
  const items = new Map<string, number>();
  for (const item of await findItemsToRead(db)) {
    for (const code of [item.barcode, CATALOG_GTINS[item.key]?.gtin]) {
      const gtin = code ? normaliseGtin(code) : null;
      const productId = gtin && krogerProductId(gtin);
      if (productId) items.set(productId, item.id);
    }
  }
  return items;
}

/**
 * Product calls one run may make (review R4): well under the day's budget (DAILY_CALL_BUDGET) and short enough to end
 * within the refresh lease. A run that reaches it stops between stores; the next run (an hour later) goes on with the
 * stores read longest ago, so every linked store is refreshed across runs.
 */
export const PRODUCT_CALLS_PER_RUN = 2_000;

/** The scheduled job's work: a refresh when one is due and no other instance is doing it. */
export async function refreshKrogerPrices(
  db: Db,
  client: KrogerClient,
  now: Date,
  options: { callsPerRun?: number } = {},
): Promise<JobReport> {
  if (!(await claimKrogerRefresh(db, now))) return { processed: 0 };
  const callsPerRun = options.callsPerRun ?? PRODUCT_CALLS_PER_RUN;
  let written = 0;
  let storesRead = 0;
  try {
    const linked = await linkStores(db, client, now);
    const items = await productsToRead(db);
    const productIds = [...items.keys()];
    if ((await countLinkedStores(db)) === 0) throw new KrogerApiError("no Kroger store is linked yet");
    // Stores read completely within the refresh interval are fresh: only the others are due.
    const stores = await findLinkedStores(db, new Date(now.getTime() - REFRESH_EVERY_MS));
    const callsPerStore = Math.ceil(productIds.length / PRODUCTS_PER_CALL);
    for (const store of stores) {
      // The first store is always read, however many calls it takes; the next only within the run's bound.
      if (storesRead > 0 && (storesRead + 1) * callsPerStore > callsPerRun) break;
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
      await recordStoreRead(db, store.id, now);
      storesRead++;
    }
    if (storesRead < stores.length) {
      const left = `${stores.length - storesRead} linked stores left for the next run (${callsPerRun} product calls a run)`;
      await finishKrogerRefresh(db, now, left);
      return { processed: written, note: `${linked} stores newly linked; ${storesRead} stores read; ${left}` };
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
