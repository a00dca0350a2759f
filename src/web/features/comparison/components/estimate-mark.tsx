export const ESTIMATE_EXPLANATION = "Estimated price, anchored to BLS/USDA average prices; not a live shelf price.";

/** The small 'est.' after a price that comes from the estimate model. */
export function EstimateMark() {
  return (
    <abbr title={ESTIMATE_EXPLANATION} className="ml-1 align-super text-[10px] font-medium text-amber-800 no-underline">
      est.
    </abbr>
  );
}
