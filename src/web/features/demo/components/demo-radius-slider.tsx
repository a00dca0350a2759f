import * as Slider from "@radix-ui/react-slider";
import { useState } from "react";
import { DEMO_RADIUS } from "../hooks/use-demo-area";

const miles = (value: number) => `${value} ${value === 1 ? "mile" : "miles"}`;

/** Demo radius: 1–25 miles in whole miles with quick picks; a drag applies when the thumb is released. */
export function DemoRadiusSlider({ radiusMiles, onChange }: { radiusMiles: number; onChange: (radiusMiles: number) => void }) {
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? radiusMiles;

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id="demo-radius-label" className="text-sm font-medium">
          Distance
        </span>
        <output htmlFor="demo-radius" aria-live="polite" className="text-sm font-semibold text-brand-800">
          Within {miles(shown)}
        </output>
      </div>
      <Slider.Root
        id="demo-radius"
        min={DEMO_RADIUS.min}
        max={DEMO_RADIUS.max}
        step={DEMO_RADIUS.step}
        value={[shown]}
        onValueChange={([value]) => value !== undefined && setDragging(value)}
        onValueCommit={([value]) => {
          setDragging(null);
          if (value !== undefined) onChange(value);
        }}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby="demo-radius-label"
          aria-valuetext={miles(shown)}
          className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{DEMO_RADIUS.min} mi</span>
        <span>{DEMO_RADIUS.max} mi</span>
      </div>
      <div role="group" aria-label="Quick distance picks" className="flex flex-wrap gap-2">
        {DEMO_RADIUS.quickPicks.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={radiusMiles === pick}
            onClick={() => onChange(pick)}
            className="h-9 rounded-full border border-slate-400 px-4 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {pick} mi
          </button>
        ))}
      </div>
    </div>
  );
}
