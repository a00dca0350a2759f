import { Badge } from "../../../components/ui/badge";
import { ChainMark } from "../../../components/ui/chain-mark";
import type { ChainSummary } from "../lib/chains-from-stores";

/** Every chain we compare, with its colour, logo letters and whether it is a budget chain. */
export function ChainDirectory({ chains }: { chains: readonly ChainSummary[] }) {
  return (
    <ul aria-label="Chains" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {chains.map((chain) => (
        <li key={chain.chainId} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <ChainMark color={chain.color} logo={chain.logo} className="size-10" />
          <div className="min-w-0 flex-1">
            <p className="font-medium">{chain.name}</p>
            <p className="text-xs text-slate-600">
              {chain.storeCount} {chain.storeCount === 1 ? "store" : "stores"}
            </p>
          </div>
          {chain.isBudget && <Badge tone="amber">Budget</Badge>}
        </li>
      ))}
    </ul>
  );
}
