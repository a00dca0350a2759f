import type { PriceSourceInfoResponse } from "../../../../domain/contracts/pricing";

function SourceLink({ href, children }: { href: string | null; children: string }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} className="font-medium text-brand-800 underline break-words" rel="noreferrer" target="_blank">
      {children}
    </a>
  );
}

/** One card per source: publisher, licence, what it covers here, how many items it prices and for which period. */
export function PriceSourceList({ sources }: { sources: readonly PriceSourceInfoResponse[] }) {
  if (sources.length === 0) return <p className="text-slate-600">No price sources are listed.</p>;
  return (
    <ul aria-label="Price sources" className="grid gap-4">
      {sources.map((source) => (
        <li key={source.id} aria-labelledby={`source-${source.id}`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id={`source-${source.id}`} className="text-lg font-semibold break-words">
            <SourceLink href={source.url}>{source.name}</SourceLink>
          </h2>
          <p className="text-sm text-slate-600">{source.publisher}</p>
          <p className="mt-2 text-sm">{source.covers}</p>
          <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-700">Prices now from it</dt>
            <dd>{source.items > 0 ? `${source.items.toLocaleString("en-US")} items` : "None yet"}</dd>
            <dt className="font-medium text-slate-700">Date</dt>
            <dd>{source.period ?? "—"}</dd>
            <dt className="font-medium text-slate-700">Licence</dt>
            <dd className="break-words">
              <SourceLink href={source.licenceUrl}>{source.licence}</SourceLink>
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
