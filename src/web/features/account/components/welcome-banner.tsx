import { useEffect, useState } from "react";
import type { User } from "../../../../domain/contracts/auth";
import { headerName } from "../../../../domain/users/display-name";
import { PlanBadge } from "./plan-badge";

const greetedKey = (userId: string) => `pennycart:greeted:${userId}`;

/** Whether this device has greeted the shopper before; storage refused (private mode) counts as not. */
function greetedBefore(userId: string): boolean {
  try {
    return localStorage.getItem(greetedKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function WelcomeBanner({ user }: { user: User }) {
  // "Welcome back" only to a shopper this device has seen (issue 28: a first visit said "Welcome back").
  const [returning] = useState(() => greetedBefore(user.id));
  useEffect(() => {
    try {
      localStorage.setItem(greetedKey(user.id), "1");
    } catch {
      // Nothing to remember it in: the next visit says "Welcome" again.
    }
  }, [user.id]);
  const name = user.firstName?.trim() || headerName(user);
  return (
    <section aria-label="Welcome" className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl bg-brand-700 px-4 py-3 text-white sm:px-5 sm:py-4">
      <div>
        <h1 className="text-xl font-bold sm:text-2xl">{returning ? `Welcome back, ${name}!` : `Welcome, ${name}!`}</h1>
        {/* On a phone the greeting and the plan are enough: the comparison below is the answer (issue 28: under 6,000 px). */}
        <p className="hidden text-sm text-brand-50 sm:block">Compare your cart across nearby stores and keep more of your grocery budget.</p>
      </div>
      <PlanBadge user={user} />
    </section>
  );
}
