import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { UserLocation } from "../../../../domain/contracts/catalog";
import { reverseGeocodeQueryOptions } from "../api/reverse-geocode";

export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser.";
export const GEOLOCATION_FAILED = "Unable to get your location. Please enter your address manually.";

// Spec §9: timeout 10 s, cached positions up to 5 min old are fine.
const POSITION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 5 * 60 * 1000 };

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The browser's position with a readable label; when the reverse lookup fails, the coordinates are the label. */
export function useBrowserLocation() {
  const queryClient = useQueryClient();
  const [isLocating, setIsLocating] = useState(false);

  const locate = useCallback(
    () =>
      new Promise<UserLocation>((resolve, reject) => {
        if (!("geolocation" in navigator)) {
          reject(new Error(GEOLOCATION_UNSUPPORTED));
          return;
        }
        setIsLocating(true);
        navigator.geolocation.getCurrentPosition(
          (position) => {
            const lat = round(position.coords.latitude);
            const lng = round(position.coords.longitude);
            queryClient
              .fetchQuery(reverseGeocodeQueryOptions(lat, lng))
              .then((place) => ({ lat, lng, address: place.address }))
              .catch(() => ({ lat, lng, address: `${lat.toFixed(4)}, ${lng.toFixed(4)}` }))
              .then(resolve)
              .finally(() => setIsLocating(false));
          },
          () => {
            setIsLocating(false);
            reject(new Error(GEOLOCATION_FAILED));
          },
          POSITION_OPTIONS,
        );
      }),
    [queryClient],
  );

  return { locate, isLocating };
}
