import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { chains, prices, stores } from "../../db/schema/index";

/** The observations of one source kind in the database, oldest first, as the import and refresh tests compare them. */
export function importedRows(db: Db, source: "import" | "store-api" = "import") {
  return db
    .select({
      itemId: prices.itemId,
      storeId: prices.storeId,
      cents: prices.cents,
      sourceRef: prices.sourceRef,
      observedAt: prices.observedAt,
    })
    .from(prices)
    .where(eq(prices.source, source))
    .orderBy(prices.observedAt, prices.id);
}

/** A Kroger store in Columbus, OH (source id usda-snap:91000<n>), for the refresh tests. */
export async function insertKrogerStore(
  db: Db,
  chainId: number,
  n: number,
  address: string,
  at = { latitude: 39.9884, longitude: -83.0048 },
) {
  const [store] = await db
    .insert(stores)
    .values({
      chainId,
      sourceId: `usda-snap:91000${n}`,
      name: `Kroger — ${address}`,
      address,
      city: "Columbus",
      state: "OH",
      zip: "43201",
      ...at,
    })
    .returning({ id: stores.id });
  return store!.id;
}

/** The Kroger chain, as the store import names it. */
export async function insertKrogerChain(db: Db) {
  const [chain] = await db
    .insert(chains)
    .values({ slug: "kroger", name: "Kroger", color: "#0d47a1", logo: "K" })
    .returning({ id: chains.id });
  return chain!.id;
}
