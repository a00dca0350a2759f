import * as Slider from "@radix-ui/react-slider";
import { useId, useState } from "react";

const miles = (value: number) => `${value} ${value === 1 ? "mile" : "miles"}`;

type RadiusSliderProps = {
  radiusMiles: number;
  onChange: (radiusMiles: number) => void;
  min: number;
  max: number;
  step: number;
  quickPicks: readonly number[];
};

/** A distance in miles: dragging shows the value at once and applies it when the thumb is released; quick picks apply at once. */
export function RadiusSlider({ radiusMiles, onChange, min, max, step, quickPicks }: RadiusSliderProps) {
  const id = useId();
  // The slider's own value; Radix may report a change after its commit, so it is not cleared on commit.
  const [sliding, setSliding] = useState<number | null>(null);
  const shown = sliding ?? radiusMiles;

  return (
    <div className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          Distance
        </span>
        <output htmlFor={`${id}-slider`} aria-live="polite" className="text-sm font-semibold text-brand-800">
          Within {miles(shown)}
        </output>
      </div>
      <Slider.Root
        id={`${id}-slider`}
        min={min}
        max={max}
        step={step}
        value={[shown]}
        onValueChange={([value]) => value !== undefined && setSliding(value)}
        onValueCommit={([value]) => value !== undefined && onChange(value)}
        className="relative flex h-6 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-700" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-label`}
          aria-valuetext={miles(shown)}
          className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{min} mi</span>
        <span>{max} mi</span>
      </div>
      <div role="group" aria-label="Quick distance picks" className="flex flex-wrap gap-2">
        {quickPicks.map((pick) => (
          <button
            key={pick}
            type="button"
            aria-pressed={shown === pick}
            onClick={() => {
              setSliding(null);
              onChange(pick);
            }}
            className="h-9 rounded-full border border-slate-400 px-4 text-sm aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {pick} mi
          </button>
        ))}
      </div>
    </div>
  );
}
