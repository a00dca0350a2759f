import type { ReactNode } from "react";
import { buttonClass } from "../../../components/ui/button";

/** The landing headline and its two calls to action; the live example sits beside it. */
export function Hero({ aside }: { aside: ReactNode }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <div>
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Compare your grocery cart across real stores near you.</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">
          Build your cart once and pick up to 5 stores near you. PennyCart estimates every item at each one, uses prices
          shoppers have seen where it has them, adds the tax and flags the lowest total, or says when totals are too close to
          call.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href="/demo" className={buttonClass("primary", "lg")}>
            Try the demo
          </a>
          <a href="/api/login" className={buttonClass("outline", "lg")}>
            Sign In to Get Started
          </a>
        </div>
        <p className="mt-3 text-sm text-slate-600">The demo needs no account: it runs on sample stores and prices.</p>
      </div>
      {aside}
    </div>
  );
}
