import type { StorePrice } from "../../../domain/contracts/catalog";
import { isEstimateSource } from "../../../domain/pricing/provenance";
import { Tooltip } from "./tooltip";

/**
 * The small mark after every price: 'est.' for estimates, 'seen' for observed shelf prices. It is a
 * button, so a keyboard reaches it, and its tooltip (and accessible name) says where the price comes
 * from and which period it describes.
 */
export function PriceSourceMark({ storePrice }: { storePrice: Pick<StorePrice, "source" | "sourceLabel"> | undefined }) {
  if (!storePrice?.source || !storePrice.sourceLabel) return null;
  const estimate = isEstimateSource(storePrice.source);
  return (
    <Tooltip content={storePrice.sourceLabel}>
      <button
        type="button"
        aria-label={`Price source: ${storePrice.sourceLabel}`}
        className={`ml-1 cursor-help rounded px-0.5 align-super text-[10px] font-medium underline decoration-dotted focus-visible:outline-2 focus-visible:outline-brand-700 ${
          estimate ? "text-amber-800" : "text-brand-800"
        }`}
      >
        {estimate ? "est." : "seen"}
      </button>
    </Tooltip>
  );
}
