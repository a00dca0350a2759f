import { Info, Radio } from "lucide-react";
import { Link } from "wouter";
import { usePricingStatus } from "../api/get-pricing-status";

const SourcesLink = () => (
  <Link href="/prices" className="font-medium underline">
    All price sources
  </Link>
);

/** Says where prices come from, with the true mix from the server (decision 016). */
export function PricingStatusBanner() {
  const { data: status } = usePricingStatus();
  if (!status) return null;

  if (status.realTimePricing) {
    return (
      <section
        aria-label="Pricing status"
        className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800"
      >
        <Radio className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          Live prices from {status.availableServices.join(", ")}. {status.summary} Estimated prices are marked{" "}
          <abbr title="estimate">est.</abbr> <SourcesLink />
        </p>
      </section>
    );
  }

  return (
    <section
      aria-label="Pricing status"
      className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{status.observedItems > 0 ? "Most prices are estimates" : "Prices are estimates"}</p>
        <p>
          {status.summary} Estimates are not live shelf prices; each is marked <abbr title="estimate">est.</abbr>, and every price
          tells its source and date. <SourcesLink />
        </p>
        {status.missingServices.length > 0 && (
          <p className="mt-1 text-amber-900">Live pricing not connected: {status.missingServices.join(", ")}.</p>
        )}
      </div>
    </section>
  );
}
