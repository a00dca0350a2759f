import { Crosshair, MapPin } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import type { UserLocation } from "../../../../domain/contracts/catalog";
import { Button } from "../../../components/ui/button";
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

  const detectOnFirstLoad = useEffectEvent(() => {
    if (!isLoaded || location || autoDetected.current) return;
    autoDetected.current = true;
    detect();
  });
  useEffect(() => detectOnFirstLoad(), [isLoaded, location]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
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
      <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor="location-query" className="sr-only">
          Location
        </label>
        <input
          id="location-query"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="ZIP code, City, ST or address"
          autoComplete="postal-code"
          aria-describedby={message ? "location-message" : undefined}
          className="h-10 min-w-0 flex-1 basis-48 rounded-md border border-slate-300 px-3 text-base"
        />
        <Button type="submit" disabled={!text.trim() || geocode.isPending}>
          {geocode.isPending ? "Finding…" : "Set location"}
        </Button>
        <Button variant="outline" onClick={detect} disabled={isLocating}>
          <Crosshair className="size-4" aria-hidden />
          Use my location
        </Button>
      </form>
      {message && (
        <p id="location-message" role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
