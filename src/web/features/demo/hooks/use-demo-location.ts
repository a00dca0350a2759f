import { useRef, useState } from "react";
import { errorMessage } from "../../../lib/api-client";
import type { DemoLocation } from "./use-demo-area";

// Spec §8 (demo location alerts) and §9 (demo geolocation: timeout 15 s, max age 5 min).
export const DEMO_LOCATION_DENIED = "Location access denied. Please enable location services.";
export const DEMO_LOCATION_UNAVAILABLE = "Location information is unavailable.";
export const DEMO_LOCATION_TIMEOUT = "Location request timed out.";
export const GEOLOCATION_UNSUPPORTED = "Geolocation is not supported by this browser.";
export const LOCATION_NOT_FOUND = "Unable to find that location. Please try a different address.";
const POSITION_OPTIONS: PositionOptions = { timeout: 15_000, maximumAge: 5 * 60 * 1000 };

/** What the demo may ask the server: a place for typed text, and a label for coordinates. */
export type DemoGeocoder = {
  forward: (query: string) => Promise<{ lat: number; lng: number; address: string }>;
  reverse: (lat: number, lng: number) => Promise<{ address: string }>;
};

export function geolocationMessage(error: Pick<GeolocationPositionError, "code">): string {
  switch (error.code) {
    case 1:
      return DEMO_LOCATION_DENIED;
    case 2:
      return DEMO_LOCATION_UNAVAILABLE;
    case 3:
      return DEMO_LOCATION_TIMEOUT;
    default:
      return DEMO_LOCATION_UNAVAILABLE;
  }
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
export const coordinatesLabel = (lat: number, lng: number) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

/**
 * Finds the demo location from the browser or typed text. The newest request wins: a slow
 * position answer never replaces a place typed in meanwhile.
 */
export function useDemoLocation(geocoder: DemoGeocoder, onFound: (location: DemoLocation) => void) {
  const [status, setStatus] = useState<"idle" | "locating" | "searching">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const request = useRef(0);

  const start = (next: "locating" | "searching") => {
    setMessage(null);
    setStatus(next);
    return ++request.current;
  };
  const finish = (id: number, outcome: { location: DemoLocation } | { message: string }) => {
    if (id !== request.current) return;
    setStatus("idle");
    if ("location" in outcome) onFound(outcome.location);
    else setMessage(outcome.message);
  };

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setMessage(GEOLOCATION_UNSUPPORTED);
      return;
    }
    const id = start("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = round(position.coords.latitude);
        const lng = round(position.coords.longitude);
        geocoder
          .reverse(lat, lng)
          .then((place) => place.address || coordinatesLabel(lat, lng))
          .catch(() => coordinatesLabel(lat, lng))
          .then((label) => finish(id, { location: { lat, lng, label } }));
      },
      (error) => finish(id, { message: geolocationMessage(error) }),
      POSITION_OPTIONS,
    );
  };

  /** Looks up typed text; blank text does nothing (spec §5). */
  const search = (text: string): boolean => {
    const query = text.trim();
    if (!query) return false;
    const id = start("searching");
    geocoder.forward(query).then(
      (place) => finish(id, { location: { lat: place.lat, lng: place.lng, label: place.address } }),
      // A 404 means an unknown place; other failures (the lookup service is down) keep the server's words.
      (error: unknown) =>
        finish(id, {
          message:
            error instanceof Error && !error.message.startsWith("404:")
              ? errorMessage(error, LOCATION_NOT_FOUND)
              : LOCATION_NOT_FOUND,
        }),
    );
    return true;
  };

  const clearMessage = () => setMessage(null);
  return { status, message, locate, search, clearMessage };
}
