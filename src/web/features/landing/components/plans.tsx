import { Check } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";

const FREE = [
  "Search the grocery catalog",
  "Compare up to 5 nearby stores",
  "Per-item prices, tax and totals",
  "Share your list with a link or QR code",
];
const PREMIUM = [
  "Everything in Free",
  "Favorites",
  "Recurring orders, weekly or monthly",
  "Cart export to store websites",
  "Text-message (SMS) sharing of lists",
  "Send suggestions to the team",
  "Priority support",
];

function Features({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-4 grid gap-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Free and Premium side by side (spec §1: Premium is $1.99/month, cancel anytime). */
export function Plans() {
  return (
    <section aria-labelledby="plans-title">
      <h2 id="plans-title" className="text-2xl font-bold tracking-tight">
        Plans
      </h2>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <article aria-labelledby="plan-free" className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <h3 id="plan-free" className="text-lg font-semibold">
            Free
          </h3>
          <p className="mt-2">
            <span className="text-3xl font-bold">$0</span>
          </p>
          <Features items={FREE} />
          <a href="/api/login" className={buttonClass("outline", "md", "mt-6 self-start")}>
            Sign In to Get Started
          </a>
        </article>
        <article aria-labelledby="plan-premium" className="flex flex-col rounded-xl border-2 border-brand-700 bg-white p-6">
          <h3 id="plan-premium" className="text-lg font-semibold">
            Premium
          </h3>
          <p className="mt-2">
            <span className="text-3xl font-bold">$1.99</span>
            <span className="text-slate-700">/month</span>
          </p>
          <p className="text-sm text-slate-700">Cancel anytime.</p>
          <Features items={PREMIUM} />
          <a href="/api/login?returnTo=%2Fsubscribe" className={buttonClass("primary", "md", "mt-6 self-start")}>
            Go Premium
          </a>
        </article>
      </div>
    </section>
  );
}
