import { ShoppingBasket } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../components/ui/button";

/** The logo's content; the full app wraps it in its router's link, the visitor page in a plain one. */
export function Logo() {
  return (
    <>
      <ShoppingBasket className="size-6" aria-hidden />
      {/* On phones the basket alone (the name stays for screen readers), so the navigation and a signed-in name fit 360 px. */}
      <span className="max-sm:sr-only">PennyCart</span>
    </>
  );
}

export const LOGO_CLASS = "flex shrink-0 items-center gap-2 text-lg font-bold text-brand-800";

/** The header's frame: the logo link, 'Install app' where offered, and the navigation (signed out or signed in). */
export function HeaderBar({ home, install, children }: { home: ReactNode; install: ReactNode; children: ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        {home}
        {/* min-w-0: a signed-in name may shrink (truncated) so the header fits 360 px. */}
        <div className="flex min-w-0 items-center gap-1">
          {install}
          {children}
        </div>
      </div>
    </header>
  );
}

/** A visitor's navigation (plain links: they work with or without the app's router). */
export function SignedOutNav() {
  return (
    <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
      <a href="/#how-it-works" className="px-1.5 text-sm font-medium text-slate-700 hover:text-slate-950 sm:px-2">
        How it works
      </a>
      <a href="/stores" className="px-1.5 sm:px-2 text-sm font-medium text-slate-700 hover:text-slate-950">
        Stores
      </a>
      <a href="/api/login" className={buttonClass("primary", "sm")}>
        Sign In
      </a>
    </nav>
  );
}
