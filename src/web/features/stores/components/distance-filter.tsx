import { MAX_RADIUS_MILES, MIN_RADIUS_MILES } from "../../../../domain/contracts/catalog";
import { RadiusSlider } from "../../../components/ui/radius-slider";

// Spec §9: 1–25 miles in steps of 0.5, with quick picks 2, 5, 10 and 15.
const QUICK_PICKS = [2, 5, 10, 15] as const;

export function DistanceFilter({ radiusMiles, onChange }: { radiusMiles: number; onChange: (radiusMiles: number) => void }) {
  return (
    <RadiusSlider radiusMiles={radiusMiles} onChange={onChange} min={MIN_RADIUS_MILES} max={MAX_RADIUS_MILES} step={0.5} quickPicks={QUICK_PICKS} />
  );
}
