import { DEFAULT_RADIUS_MILES, type Preferences } from "../../../domain/contracts/catalog";
import type { Db } from "../../db/client";
import { HttpError } from "../../plugins/errors";
import { findExistingStoreIds } from "../stores/stores.service";
import { findPreferences, upsertPreferences } from "./preferences.repository";

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await findPreferences(db, userId);
  if (!row) return { location: null, radiusMiles: DEFAULT_RADIUS_MILES, selectedStoreIds: [] };
  const hasLocation = row.latitude !== null && row.longitude !== null;
  return {
    // Stryker disable next-line StringLiteral: the API saves a point only with its address, so a stored point always has one
    location: hasLocation ? { lat: row.latitude!, lng: row.longitude!, address: row.locationLabel ?? "" } : null,
    radiusMiles: row.radiusTenthsMiles / 10,
    selectedStoreIds: row.selectedStoreIds,
  };
}

/** Saves location, radius and selected stores; an unknown store id refuses the whole change. */
export async function savePreferences(db: Db, userId: string, input: Preferences): Promise<Preferences> {
  const existing = await findExistingStoreIds(db, input.selectedStoreIds);
  const unknown = input.selectedStoreIds.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw new HttpError(400, `Unknown store id: ${unknown.join(", ")}`);
  await upsertPreferences(db, userId, {
    latitude: input.location?.lat ?? null,
    longitude: input.location?.lng ?? null,
    locationLabel: input.location?.address ?? null,
    radiusTenthsMiles: Math.round(input.radiusMiles * 10),
    selectedStoreIds: input.selectedStoreIds,
  });
  return getPreferences(db, userId);
}
