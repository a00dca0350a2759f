import { Lightbulb } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { buttonClass } from "../../../components/ui/button";

/** Spec §2 home item 3: Premium only; 'Make App Better' opens the suggestion form on the Account screen. */
export function HelpUsImproveBanner({ user }: { user: User }) {
  if (!user.hasPremiumAccess) return null;
  return (
    <section aria-labelledby="help-us-improve-title" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-5 py-4">
      <div className="flex items-start gap-3">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <h2 id="help-us-improve-title" className="font-semibold text-amber-950">
            Help Us Improve
          </h2>
          <p className="text-sm text-amber-900">As a Premium member, your ideas shape PennyCart. We reply within 2-3 business days.</p>
        </div>
      </div>
      <Link href="/account#suggestions" className={buttonClass("primary", "sm")}>
        Make App Better
      </Link>
    </section>
  );
}
