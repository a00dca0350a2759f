import type { ChainPriceHistory } from "../../../../domain/contracts/price-history";
import { observedAtLabel } from "../lib/chart-data";

/** Every observation, chain by chain, oldest first: the chart's facts in a form every reader can use. */
export function PriceHistoryTable({ chains, itemName }: { chains: readonly ChainPriceHistory[]; itemName: string }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold">Every price of {itemName}</caption>
      <thead>
        <tr className="border-b border-slate-300 align-bottom">
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            Chain
          </th>
          <th scope="col" className="py-1.5 pr-2 font-semibold">
            Date
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            Price
          </th>
          <th scope="col" className="py-1.5 font-semibold">
            Source
          </th>
        </tr>
      </thead>
      {chains.map((chain) => (
        <tbody key={chain.chainId} className="border-b border-slate-200">
          {chain.observations.map((observation, index) => (
            <tr key={observation.id} className="align-top">
              {index === 0 && (
                <th scope="rowgroup" rowSpan={chain.observations.length} className="py-1.5 pr-2 font-medium break-words">
                  {chain.chainName}
                </th>
              )}
              <td className="py-1.5 pr-2 whitespace-nowrap">{observedAtLabel(observation.observedAt)}</td>
              <td className="py-1.5 pr-2 text-right font-semibold tabular-nums">${observation.price}</td>
              <td className="py-1.5 break-words text-slate-700">
                {observation.sourceLabel}
                {observation.store && <span className="block text-xs text-slate-500">at {observation.store.name}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
