import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prices } from "../../db/schema/index";

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
