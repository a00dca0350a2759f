import { RadiusSlider } from "../../../components/ui/radius-slider";
import { DEMO_RADIUS } from "../hooks/use-demo-area";

/** Demo radius (spec §9): 1–25 miles in whole miles, quick picks 5, 10 and 15. */
export function DemoRadiusSlider({ radiusMiles, onChange }: { radiusMiles: number; onChange: (radiusMiles: number) => void }) {
  return (
    <RadiusSlider
      radiusMiles={radiusMiles}
      onChange={onChange}
      min={DEMO_RADIUS.min}
      max={DEMO_RADIUS.max}
      step={DEMO_RADIUS.step}
      quickPicks={DEMO_RADIUS.quickPicks}
    />
  );
}
