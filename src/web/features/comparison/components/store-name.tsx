import type { Store } from "../../../../domain/contracts/catalog";

/** "Giant Eagle — Centre Ave, Pittsburgh" as the chain in bold over the place, so narrow columns stay readable. */
export function StoreName({ store }: { store: Pick<Store, "name" | "chainName"> }) {
  const prefix = `${store.chainName} — `;
  const place = store.name.startsWith(prefix) ? store.name.slice(prefix.length) : null;
  if (!place) return <span className="block break-words">{store.name}</span>;
  return (
    <span className="block break-words">
      {store.chainName}
      <span className="sr-only"> — </span>
      <span className="block text-xs font-normal text-slate-600">{place}</span>
    </span>
  );
}
