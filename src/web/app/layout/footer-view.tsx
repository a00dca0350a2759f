import type { ReactNode } from "react";

/** The footer: the advertising address (once the app config is in) and where prices come from. */
export function FooterView({ advertisingEmail, pricesLink }: { advertisingEmail: string | undefined; pricesLink: ReactNode }) {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
        <p>
          Advertising:{" "}
          {advertisingEmail ? (
            <a className="font-medium text-brand-800 underline" href={`mailto:${advertisingEmail}`}>
              {advertisingEmail}
            </a>
          ) : null}
        </p>
        <p>
          © 2025 PennyCart. Prices marked <abbr title="estimate">est.</abbr> are estimates, not shelf prices; {pricesLink}.
        </p>
      </div>
    </footer>
  );
}

export const PRICES_LINK_CLASS = "font-medium text-brand-800 underline";
export const PRICES_LINK_TEXT = "where our prices come from";
