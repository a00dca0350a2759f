import { AGE_BPS_PER_MONTH, ESTIMATE_SPREAD_BPS, MAX_AGE_BPS, OBSERVED_SPREAD_BPS } from "../../../../domain/pricing/margin";
import { PRICE_LEVEL_CHAINS, PRICE_LEVELS, type PriceLevelName } from "../../../../domain/pricing/price-levels";

const percent = (bps: number) => `${(bps / 100).toLocaleString("en-US", { maximumFractionDigits: 2 })}%`;
const versusAverage = (level: number) => {
  const change = Math.round((level - 1) * 100);
  return change === 0 ? "the national average" : `${Math.abs(change)}% ${change < 0 ? "below" : "above"} the national average`;
};
const LEVEL_NAMES: Record<PriceLevelName, string> = {
  discount: "Discount",
  "low-price": "Everyday low price and warehouse",
  value: "Value",
  conventional: "Conventional supermarket",
  upscale: "Upscale and natural food",
};

/** The /prices page's plain-words method (issue 30, decisions 050-051): how an estimate is built, the chain levels, the margins. */
export function EstimateMethod() {
  return (
    <section aria-labelledby="estimate-method-title" className="grid gap-3 text-sm text-slate-800">
      <h2 id="estimate-method-title" className="text-xl font-semibold">
        How an estimate is made
      </h2>
      <p>
        Most prices on PennyCart are estimates, not prices seen on a shelf. An estimate is a reference price for the item, times
        a factor for its brand (store brands below national brands, premium brands above), times the chain's price level, rounded
        to the cent. Nothing else: two chains at the same level show the same estimate of an item.
      </p>
      <p>
        The reference is a US average price where one fits: the Bureau of Labor Statistics' monthly averages and the USDA
        Economic Research Service's yearly ones. Some averages describe a close product rather than the item itself, and
        then the price's label names both, as in &ldquo;BLS average for white potatoes, applied to red potatoes&rdquo; or
        &ldquo;BLS average for ground coffee, applied to whole-bean coffee&rdquo;. Where no average fits, and for premium brands priced from the
        team's shelf figure (the average drops out of those), the reference is the PennyCart team's own figure, marked as a
        team estimate. Averages are not
        adjusted for the months or years since their period; the list below gives each source's period.
      </p>
      <h3 className="font-semibold">Chain price levels</h3>
      <p>The levels are the team's judgement of each chain's positioning, not measurements, so they are few and coarse.</p>
      <ul className="grid gap-1">
        {(Object.keys(PRICE_LEVELS) as PriceLevelName[]).map((level) => (
          <li key={level}>
            <span className="font-medium">{LEVEL_NAMES[level]}</span>: {versusAverage(PRICE_LEVELS[level])} (
            {PRICE_LEVEL_CHAINS[level].join(", ")})
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">Margins</h3>
      <p>
        Every price shows a range. An estimate on a federal average is ±{percent(ESTIMATE_SPREAD_BPS["bls-anchored"])}, a team
        figure ±{percent(ESTIMATE_SPREAD_BPS["team-estimate"])}, and a price someone saw ±{percent(OBSERVED_SPREAD_BPS)}; each
        widens by {percent(AGE_BPS_PER_MONTH)} for every month since the period it describes, up to {percent(MAX_AGE_BPS)} more.
        These ranges are the team's judgement of how far a shelf price may be from the estimate, not a statistical confidence
        interval. When two stores' totals are within each other's ranges, the comparison calls them about the same instead of
        promising a saving.
      </p>
      <p>
        Observed prices (reported by shoppers, read from receipts or imported from price files) replace the estimate where they
        exist, and are marked <span className="font-medium">seen</span>.
      </p>
    </section>
  );
}
