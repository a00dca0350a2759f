import { LogOut, ShieldCheck, ShoppingBasket, UserRound } from "lucide-react";
import { Link } from "wouter";
import { headerName } from "../../../domain/users/display-name";
import { buttonClass } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { useUser } from "../../features/auth/api/get-user";
import { signOut } from "../../features/auth/api/logout";

export function Header() {
  const { user, isLoading } = useUser();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <ShoppingBasket className="size-6" aria-hidden />
          PennyCart
        </Link>
        {isLoading ? null : user ? (
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            {user.isAdmin && (
              <Tooltip content="Admin: Family Premium Management">
                <Link href="/admin/family" className={buttonClass("ghost", "sm")} aria-label="Admin: Family Premium Management">
                  <ShieldCheck className="size-4" aria-hidden />
                  <span className="hidden sm:inline">Admin</span>
                </Link>
              </Tooltip>
            )}
            <Link href="/account" className={buttonClass("ghost", "sm", "max-w-[10rem]")}>
              {user.profileImageUrl ? (
                <img
                  src={user.profileImageUrl}
                  alt=""
                  className="size-6 rounded-full object-cover"
                  referrerPolicy="no-referrer"
                />
              ) : (
                <UserRound className="size-5" aria-hidden />
              )}
              <span className="truncate">{headerName(user)}</span>
            </Link>
            <button type="button" onClick={() => void signOut()} className={buttonClass("outline", "sm")}>
              <LogOut className="size-4" aria-hidden />
              Sign Out
            </button>
          </nav>
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
    </header>
  );
}
