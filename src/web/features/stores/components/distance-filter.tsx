import * as Slider from "@radix-ui/react-slider";
import { useState } from "react";
import { MAX_RADIUS_MILES, MIN_RADIUS_MILES } from "../../../../domain/contracts/catalog";

// Spec §9: 1–25 miles in steps of 0.5, with quick picks.
const QUICK_PICKS = [2, 5, 10, 15] as const;
const STEP = 0.5;

const miles = (value: number) => `${value} ${value === 1 ? "mile" : "miles"}`;

/** The search radius; dragging shows the value at once and applies it when the thumb is released. */
export function DistanceFilter({ radiusMiles, onChange }: { radiusMiles: number; onChange: (radiusMiles: number) => void }) {
  // The slider's own value; Radix may report a change after its commit, so it is not cleared on commit.
  const [sliding, setSliding] = useState<number | null>(null);
  const shown = sliding ?? radiusMiles;

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id="distance-label" className="text-sm font-medium">
          Distance
        </span>
        <output htmlFor="distance-slider" aria-live="polite" className="text-sm font-semibold text-brand-800">
          Within {miles(shown)}
        </output>
      </div>
      <Slider.Root
        id="distance-slider"
        min={MIN_RADIUS_MILES}
        max={MAX_RADIUS_MILES}
        step={STEP}
        value={[shown]}
        onValueChange={([value]) => value !== undefined && setSliding(value)}
        onValueCommit={([value]) => value !== undefined && onChange(value)}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby="distance-label"
          aria-valuetext={miles(shown)}
          className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{MIN_RADIUS_MILES} mi</span>
        <span>{MAX_RADIUS_MILES} mi</span>
      </div>
      <div role="group" aria-label="Quick distance picks" className="flex flex-wrap gap-2">
        {QUICK_PICKS.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={shown === pick}
            onClick={() => {
              setSliding(null);
              onChange(pick);
            }}
            className="h-8 rounded-full border border-slate-300 px-3 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {pick} mi
          </button>
        ))}
      </div>
    </div>
  );
}
