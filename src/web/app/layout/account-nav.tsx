import { ListChecks, LogOut, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../domain/contracts/auth";
import { headerName } from "../../../domain/users/display-name";
import { buttonClass } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { signOut } from "../../features/auth/api/logout";
import { forgetListOwner } from "../../features/shopping-mode/lib/offline-store";

// Signed-in only: its own chunk, so a visitor's first page does not load it (nor Radix tooltip).
export default function AccountNav({ user }: { user: User }) {
  return (
    <nav aria-label="Account" className="flex min-w-0 items-center gap-1 sm:gap-2">
      <Link href="/shop" className={buttonClass("ghost", "sm", "px-2")} aria-label="Shopping list">
        <ListChecks className="size-4" aria-hidden />
        <span className="hidden sm:inline">List</span>
      </Link>
      {user.isAdmin && (
        <Tooltip content="Admin: Family Premium Management">
          <Link href="/admin/family" className={buttonClass("ghost", "sm", "px-2")} aria-label="Admin: Family Premium Management">
            <ShieldCheck className="size-4" aria-hidden />
            <span className="hidden sm:inline">Admin</span>
          </Link>
        </Tooltip>
      )}
      {/* The name gives way first (truncated), so an admin's header with one more button still fits 360 px. */}
      <Link href="/account" className={buttonClass("ghost", "sm", "max-w-[10rem] min-w-0")}>
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            className="size-6 shrink-0 rounded-full object-cover"
            referrerPolicy="no-referrer"
          />
        ) : (
          <UserRound className="size-5 shrink-0" aria-hidden />
        )}
        <span className="truncate">{headerName(user)}</span>
      </Link>
      <button
        type="button"
        // The next person on this device must not see this shopper's list; unsent changes wait for them (decision 032).
        onClick={() => void forgetListOwner(user.id).finally(() => void signOut())}
        className={buttonClass("outline", "sm", "px-2 sm:px-3")}
        aria-label="Sign Out"
      >
        <LogOut className="size-4" aria-hidden />
        {/* On phones the icon alone, so the signed-in header fits 360 px whatever the name. */}
        <span className="hidden sm:inline">Sign Out</span>
      </button>
    </nav>
  );
}
