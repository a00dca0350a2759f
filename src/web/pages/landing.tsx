import { buttonClass } from "../components/ui/button";

/** What a signed-out visitor sees at /. */
export default function LandingPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:py-20">
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Know which store has your groceries for less.</h1>
      <p className="mt-4 max-w-2xl text-lg text-slate-700">
        Build your cart once, pick up to 5 nearby stores, and PennyCart shows what every item and the whole cart cost at each
        one, with the cheapest total highlighted.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a href="/api/login" className={buttonClass("primary", "lg")}>
          Sign In to Get Started
        </a>
      </div>
      <section id="how-it-works" className="mt-16 grid gap-6 sm:grid-cols-3" aria-labelledby="how-heading">
        <h2 id="how-heading" className="sr-only">
          How it works
        </h2>
        {[
          ["1. Build your cart", "Search hundreds of everyday items and brands."],
          ["2. Pick nearby stores", "Choose up to 5 stores within your distance."],
          ["3. See the cheapest total", "Per-item prices, tax and totals side by side."],
        ].map(([title, text]) => (
          <div key={title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
