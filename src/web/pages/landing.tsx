import { DEMO_PRICES } from "../features/demo/lib/demo-catalog";
import { Hero } from "../features/landing/components/hero";
import { HowItWorks } from "../features/landing/components/how-it-works";
import { Plans } from "../features/landing/components/plans";
import { SampleBasket } from "../features/landing/components/sample-basket";

/**
 * What a signed-out visitor sees at /: what PennyCart does, a live example on the demo data, plans and the way in.
 * Also built into static HTML (landing.html, decision 024): plain links, and nothing that needs a script.
 */
export default function LandingPage() {
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-6xl gap-16 px-4 py-10 sm:px-6 sm:py-16">
      <Hero aside={<SampleBasket prices={DEMO_PRICES} />} />
      <HowItWorks />
      <Plans />
      <section aria-labelledby="landing-cta" className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white">
        <h2 id="landing-cta" className="text-2xl font-bold">
          Try it on a sample cart first
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-50">
          No account needed. When you are ready, sign in to compare real stores near you.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <a
            href="/demo"
            className="inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Try the demo
          </a>
          <a
            href="/api/login"
            className="inline-flex h-12 items-center rounded-md border border-white px-6 font-semibold text-white hover:bg-brand-700"
          >
            Sign In to Get Started
          </a>
        </div>
      </section>
    </div>
  );
}
