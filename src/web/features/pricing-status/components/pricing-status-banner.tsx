import { Info, Radio } from "lucide-react";
import { usePricingStatus } from "../api/get-pricing-status";

/** Says where prices come from: estimates anchored to federal averages unless a live service is connected. */
export function PricingStatusBanner() {
  const { data: status } = usePricingStatus();
  if (!status) return null;

  if (status.realTimePricing) {
    return (
      <section aria-label="Pricing status" className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <Radio className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p>
          Live prices from {status.availableServices.join(", ")}. Items without a live price show an estimate, marked <abbr title="estimate">est.</abbr>
        </p>
      </section>
    );
  }

  return (
    <section aria-label="Pricing status" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">Prices are estimates</p>
        <p>
          Prices are estimates anchored to BLS/USDA average prices, not live shelf prices. Each estimated price is marked{" "}
          <abbr title="estimate">est.</abbr>
        </p>
        {status.missingServices.length > 0 && <p className="mt-1 text-amber-900">Live pricing not connected: {status.missingServices.join(", ")}.</p>}
      </div>
    </section>
  );
}
