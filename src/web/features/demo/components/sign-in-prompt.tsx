import { buttonClass } from "../../../components/ui/button";

/** Spec §2 (Demo page): both calls to action go to /api/login. */
export function SaveProgressLink({ className = "" }: { className?: string }) {
  return (
    <a href="/api/login" className={buttonClass("primary", "md", className)}>
      Sign In to Save Progress
    </a>
  );
}

export function GetStartedPanel() {
  return (
    <section aria-labelledby="demo-get-started" className="rounded-xl bg-brand-800 px-5 py-8 text-white sm:px-8">
      <h2 id="demo-get-started" className="text-xl font-bold sm:text-2xl">
        Ready to compare your own groceries?
      </h2>
      <p className="mt-2 max-w-2xl text-brand-50">
        Sign in to search the full catalog, compare up to 5 real stores near you and keep your cart between visits. It is free.
      </p>
      <a
        href="/api/login"
        className="mt-5 inline-flex h-12 items-center rounded-md bg-white px-6 font-semibold text-brand-800 hover:bg-brand-50"
      >
        Sign In to Get Started
      </a>
    </section>
  );
}
