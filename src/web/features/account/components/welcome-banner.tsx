import type { User } from "../../../../domain/contracts/auth";
import { headerName } from "../../../../domain/users/display-name";
import { PlanBadge } from "./plan-badge";

export function WelcomeBanner({ user }: { user: User }) {
  return (
    <section aria-label="Welcome" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-700 px-5 py-4 text-white">
      <div>
        <h1 className="text-xl font-bold sm:text-2xl">Welcome back, {user.firstName?.trim() || headerName(user)}!</h1>
        <p className="text-sm text-brand-50">Compare your cart across nearby stores and keep more of your grocery budget.</p>
      </div>
      <PlanBadge user={user} />
    </section>
  );
}
