import { Crosshair, MapPin } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (onSearch(text)) setText("");
  };

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
      <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
        <label htmlFor="demo-location" className="sr-only">
          Location
        </label>
        <input
          id="demo-location"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="ZIP code or City, ST"
          enterKeyHint="search"
          autoComplete="postal-code"
          aria-describedby={message ? "demo-location-message" : undefined}
          className="h-10 min-w-0 flex-1 basis-40 rounded-md border border-slate-400 bg-white px-3 text-base"
        />
        <Button type="submit" variant="outline" disabled={status !== "idle"}>
          Set
        </Button>
        <Button variant="outline" onClick={onLocate} disabled={status !== "idle"} className="basis-full sm:basis-auto">
          <Crosshair className="size-4" aria-hidden />
          Use my location
        </Button>
      </form>
      {message && (
        <p id="demo-location-message" role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
