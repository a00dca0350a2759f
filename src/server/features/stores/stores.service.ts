import type { Store } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { existingStoreIds, findNearbyStores, findStoresByIds, listAllStores, type StoreRecord } from "./stores.repository";

/** Without a maximum distance, "nearby" means within this many miles (the slider's top). */
const DEFAULT_MAX_MILES = 25;

export function toStoreResponse(store: StoreRecord, distanceMiles?: number): Store {
  const { zip, latitude, longitude, ...rest } = store;
  return {
    ...rest,
    zipCode: zip,
    latitude: latitude.toFixed(6),
    longitude: longitude.toFixed(6),
    ...(distanceMiles === undefined ? {} : { calculatedDistance: Math.round(distanceMiles * 10) / 10 }),
  };
}

/** All stores, or those near a point (nearest first, with calculatedDistance in miles). */
export async function listStores(db: Db, near?: { lat: number; lng: number; maxDistance?: number }): Promise<Store[]> {
  if (!near) return (await listAllStores(db)).map((s) => toStoreResponse(s));
  const rows = await findNearbyStores(db, near.lat, near.lng, near.maxDistance ?? DEFAULT_MAX_MILES);
  return rows.map((s) => toStoreResponse(s, s.distanceMiles));
}

/** The n nearest stores within maxMiles, nearest first. */
export const getNearestStores = (db: Db, lat: number, lng: number, maxMiles: number, n?: number) =>
  findNearbyStores(db, lat, lng, maxMiles, n);

/** Which of these store ids exist. */
export const findExistingStoreIds = (db: Db, ids: readonly number[]) => existingStoreIds(db, ids);

/** The stores with these ids that exist, in the given order. */
export const getStoresByIds = (db: Db, ids: readonly number[]) => findStoresByIds(db, ids);
