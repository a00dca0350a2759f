import { Link } from "wouter";
import { useAppConfig } from "../../features/auth/api/get-app-config";

export function Footer() {
  const config = useAppConfig();
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6">
        <p>
          Advertising:{" "}
          {config ? (
            <a className="font-medium text-brand-800 underline" href={`mailto:${config.advertisingEmail}`}>
              {config.advertisingEmail}
            </a>
          ) : null}
        </p>
        <p>
          © 2025 PennyCart. Prices marked <abbr title="estimate">est.</abbr> are estimates, not shelf prices;{" "}
          <Link href="/prices" className="font-medium text-brand-800 underline">
            where our prices come from
          </Link>
          .
        </p>
      </div>
    </footer>
  );
}
