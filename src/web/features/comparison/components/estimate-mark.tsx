export const ESTIMATE_EXPLANATION = "This total includes estimated prices; each price says where it comes from.";

/** The small 'est.' after a total that includes an estimated price (each price has its own PriceSourceMark). */
export function EstimateMark() {
  return (
    <abbr title={ESTIMATE_EXPLANATION} className="ml-1 align-super text-[10px] font-medium text-amber-800 no-underline">
      est.
    </abbr>
  );
}
