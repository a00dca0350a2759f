import type { Store } from "../../../../domain/contracts/catalog";

export type ChainSummary = { chainId: number; name: string; color: string; logo: string; isBudget: boolean; storeCount: number };

/** One entry per chain in a store list, with how many of its stores the list holds, sorted by name. */
export function chainsFromStores(
  stores: readonly Pick<Store, "chainId" | "chainName" | "color" | "logo" | "isBudget">[],
): ChainSummary[] {
  const chains = new Map<number, ChainSummary>();
  for (const store of stores) {
    const chain = chains.get(store.chainId);
    if (chain) chain.storeCount += 1;
    else
      chains.set(store.chainId, {
        chainId: store.chainId,
        name: store.chainName,
        color: store.color,
        logo: store.logo,
        isBudget: store.isBudget,
        storeCount: 1,
      });
  }
  return [...chains.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Nearest first; stores without a distance go last. */
export function nearestFirst<T extends Pick<Store, "calculatedDistance" | "name">>(stores: readonly T[]): T[] {
  return [...stores].sort(
    (a, b) => (a.calculatedDistance ?? Infinity) - (b.calculatedDistance ?? Infinity) || a.name.localeCompare(b.name),
  );
}
