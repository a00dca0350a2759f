import type { Db } from "../../db/client";
import { existingItemIds, itemExists } from "./catalog.repository";

export const catalogItemExists = (db: Db, id: number) => itemExists(db, id);
/** Which of these item ids are in the catalog. */
export const findExistingItemIds = (db: Db, ids: readonly number[]) => existingItemIds(db, ids);
