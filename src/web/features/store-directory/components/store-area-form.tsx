import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { PlaceSearchForm } from "../../../components/ui/place-search-form";

export const DIRECTORY_DISTANCES = [5, 10, 15, 25] as const;

type Props = {
  placeLabel: string;
  maxDistance: number;
  isSearching: boolean;
  message: string | null;
  /** Called with trimmed, non-blank text only. */
  onSearch: (text: string) => void;
  onDistanceChange: (miles: number) => void;
};

/** A ZIP code or city box and a distance choice for the store directory. */
export function StoreAreaForm({ placeLabel, maxDistance, isSearching, message, onSearch, onDistanceChange }: Props) {
  const [text, setText] = useState("");

  return (
    <div className="grid gap-3">
      <PlaceSearchForm
        id="directory-place"
        label="ZIP code or city"
        showLabel
        placeholder="15213 or Pittsburgh, PA"
        value={text}
        onValueChange={setText}
        onSubmit={onSearch}
        error={message}
        note={
          <p className="text-sm text-slate-700" aria-live="polite">
            Showing stores near <strong>{placeLabel}</strong>
          </p>
        }
      >
        <div className="grid gap-1">
          <label htmlFor="directory-distance" className="text-sm font-medium">
            Distance
          </label>
          <select
            id="directory-distance"
            value={maxDistance}
            onChange={(event) => onDistanceChange(Number(event.target.value))}
            className="h-10 rounded-md border border-slate-400 bg-white px-3 text-base"
          >
            {DIRECTORY_DISTANCES.map((miles) => (
              <option key={miles} value={miles}>
                Within {miles} miles
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={isSearching || !text.trim()}>
          <Search className="size-4" aria-hidden />
          {isSearching ? "Finding…" : "Find stores"}
        </Button>
      </PlaceSearchForm>
    </div>
  );
}
