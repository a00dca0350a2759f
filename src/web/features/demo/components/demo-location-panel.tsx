import { Crosshair, MapPin } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { PlaceSearchForm } from "../../../components/ui/place-search-form";
import type { DemoLocation } from "../hooks/use-demo-area";

type Props = {
  location: DemoLocation;
  isDefault: boolean;
  status: "idle" | "locating" | "searching";
  message: string | null;
  onLocate: () => void;
  /** Returns false when the text was blank and nothing was looked up. */
  onSearch: (text: string) => boolean;
  onReset: () => void;
};

/** The demo location: the sample town by default, the browser's position, or a typed place (set on Enter). */
export function DemoLocationPanel({ location, isDefault, status, message, onLocate, onSearch, onReset }: Props) {
  const [text, setText] = useState("");

  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" aria-live="polite">
        <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          {status === "locating" ? (
            "Finding your location…"
          ) : status === "searching" ? (
            "Looking up that place…"
          ) : (
            <>Shopping near </>
          )}
          {status === "idle" && <strong>{location.label}</strong>}
        </span>
        {!isDefault && status === "idle" && (
          <button type="button" onClick={onReset} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            Back to the sample area
          </button>
        )}
      </p>
      <PlaceSearchForm
        id="demo-location"
        label="Location"
        placeholder="ZIP code or City, ST"
        value={text}
        onValueChange={setText}
        onSubmit={(query) => {
          if (onSearch(query)) setText("");
        }}
        error={message}
      >
        <Button type="submit" variant="outline" disabled={status !== "idle"}>
          Set
        </Button>
        <Button variant="outline" onClick={onLocate} disabled={status !== "idle"} className="basis-full sm:basis-auto">
          <Crosshair className="size-4" aria-hidden />
          Use my location
        </Button>
      </PlaceSearchForm>
    </div>
  );
}
