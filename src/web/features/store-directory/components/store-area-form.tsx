import { Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";

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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (query) onSearch(query);
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3" aria-describedby={message ? "directory-message" : undefined}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1">
          <label htmlFor="directory-place" className="text-sm font-medium">
            ZIP code or city
          </label>
          <input
            id="directory-place"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="15213 or Pittsburgh, PA"
            autoComplete="postal-code"
            className="h-10 rounded-md border border-slate-400 bg-white px-3 text-base"
          />
        </div>
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
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        Showing stores near <strong>{placeLabel}</strong>
      </p>
      {message && (
        <p id="directory-message" role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}
