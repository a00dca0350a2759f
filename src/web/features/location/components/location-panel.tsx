import { Crosshair, MapPin } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { UserLocation } from "../../../../domain/contracts/catalog";
import { Button } from "../../../components/ui/button";
import { PlaceSearchForm } from "../../../components/ui/place-search-form";
import { errorMessage } from "../../../lib/api-client";
import { useGeocodeAddress } from "../api/geocode-address";
import { useBrowserLocation } from "../hooks/use-browser-location";

export const LOCATION_NOT_FOUND = "Unable to find that location. Please try a different address.";

type Props = {
  location: UserLocation | null;
  /** Saved preferences have loaded, so an empty location really means none is saved. */
  isLoaded: boolean;
  onChange: (location: UserLocation) => void;
};

/** Where the shopper is: detected by the browser on first load when none is saved, or typed in. */
export function LocationPanel({ location, isLoaded, onChange }: Props) {
  const [text, setText] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const geocode = useGeocodeAddress();
  const { locate, isLocating } = useBrowserLocation();
  // A slow position answer must not replace a place the shopper typed in meanwhile.
  const request = useRef(0);
  const autoDetected = useRef(false);

  const detect = () => {
    const id = ++request.current;
    setMessage(null);
    locate().then(
      (found) => id === request.current && onChange(found),
      (error: unknown) => id === request.current && setMessage(error instanceof Error ? error.message : String(error)),
    );
  };

  // Only when the shopper has not already typed a place or asked for their position: detecting then would
  // supersede their request.
  const detectOnFirstLoad = useEffectEvent(() => {
    if (!isLoaded || location || autoDetected.current || request.current > 0) return;
    autoDetected.current = true;
    detect();
  });
  useEffect(() => detectOnFirstLoad(), [isLoaded, location]);

  const search = (query: string) => {
    const id = ++request.current;
    setMessage(null);
    geocode.mutate(query, {
      onSuccess: (found) => {
        if (id !== request.current) return;
        onChange(found);
        setText("");
      },
      onError: (error) => {
        if (id !== request.current) return;
        setMessage(error.message.startsWith("404:") ? LOCATION_NOT_FOUND : errorMessage(error, LOCATION_NOT_FOUND));
      },
    });
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-2 text-sm" aria-live="polite">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
        {location ? (
          <span>
            Shopping near <strong>{location.address}</strong>
          </span>
        ) : (
          <span className="text-slate-600">{isLocating ? "Finding your location…" : "No location set yet."}</span>
        )}
      </p>
      <PlaceSearchForm
        id="location-query"
        label="Location"
        placeholder="ZIP code, City, ST or address"
        value={text}
        onValueChange={setText}
        onSubmit={search}
        error={message}
      >
        <Button type="submit" disabled={!text.trim() || geocode.isPending}>
          {geocode.isPending ? "Finding…" : "Set location"}
        </Button>
        <Button variant="outline" onClick={detect} disabled={isLocating}>
          <Crosshair className="size-4" aria-hidden />
          Use my location
        </Button>
      </PlaceSearchForm>
    </div>
  );
}
