import { ShoppingBasket } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { useUser } from "../../features/auth/api/get-user";
import { InstallAppButton } from "../../features/app-install/components/install-app-button";

const AccountNav = lazy(() => import("./account-nav"));

export function Header() {
  const { user, isLoading, isOffline } = useUser();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <ShoppingBasket className="size-6" aria-hidden />
          PennyCart
        </Link>
        <div className="flex items-center gap-1">
          <InstallAppButton />
          {isLoading || isOffline ? null : user ? (
            <Suspense fallback={null}>
              <AccountNav user={user} />
            </Suspense>
          ) : (
            <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
              <a href="/#how-it-works" className="hidden px-2 text-sm font-medium text-slate-700 hover:text-slate-950 sm:inline">
                How it works
              </a>
              <a href="/stores" className="px-2 text-sm font-medium text-slate-700 hover:text-slate-950">
                Stores
              </a>
              <a href="/api/login" className={buttonClass("primary", "sm")}>
                Sign In
              </a>
            </nav>
          )}
        </div>
      </div>
    </header>
  );
}
