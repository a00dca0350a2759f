import { ExternalLink } from "lucide-react";
import { useState } from "react";
import type { Store } from "../../../../domain/contracts/catalog";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ChainMark } from "../../../components/ui/chain-mark";

const miles = (value: number) => `${value.toFixed(1)} mi`;

/** How many stores show before "Show all": a city centre has a hundred within 10 miles. */
export const FIRST_STORES_SHOWN = 12;

/** Stores near the chosen place, nearest first, each with its distance. */
export function NearbyStoreList({ stores }: { stores: readonly Store[] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? stores : stores.slice(0, FIRST_STORES_SHOWN);
  return (
    <div className="grid gap-3">
      <ol aria-label="Stores nearby" className="grid gap-2 lg:grid-cols-2">
        {shown.map((store) => (
          <li key={store.id} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
            <ChainMark color={store.color} logo={store.logo} className="mt-0.5" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{store.name}</span>
                {store.isBudget && <Badge tone="amber">Budget</Badge>}
              </p>
              <p className="text-sm text-slate-600">
                {store.address}, {store.city}, {store.state} {store.zipCode}
              </p>
              {store.websiteUrl && (
                <a
                  href={store.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline underline-offset-2"
                >
                  Website<span className="sr-only"> of {store.name} (opens in a new tab)</span>
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              )}
            </div>
            {store.calculatedDistance !== undefined && (
              <span className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-800 tabular-nums">
                {miles(store.calculatedDistance)}
              </span>
            )}
          </li>
        ))}
      </ol>
      {shown.length < stores.length && (
        <Button variant="outline" onClick={() => setShowAll(true)} className="justify-self-start">
          Show all {stores.length} stores
        </Button>
      )}
    </div>
  );
}
