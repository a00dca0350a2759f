import { BadgeDollarSign, MapPin, Search } from "lucide-react";
import { useEffect } from "react";

const STEPS = [
  { icon: Search, title: "Build your cart", text: "Search everyday groceries and pick the brands you buy." },
  { icon: MapPin, title: "Pick nearby stores", text: "Choose up to 5 stores within the distance you are happy to drive." },
  {
    icon: BadgeDollarSign,
    title: "See the lowest total",
    text: "Every item and the whole cart, with tax and a range for each estimate, side by side. The lowest total is flagged; totals within each other's ranges are called about the same.",
  },
] as const;

/** Target of the header's 'How it works' link (/#how-it-works); the page loads lazily, so the browser cannot jump there by itself. */
export function HowItWorks() {
  useEffect(() => {
    if (window.location.hash === "#how-it-works") document.getElementById("how-it-works")?.scrollIntoView();
  }, []);

  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-6">
      <h2 id="how-it-works-title" className="text-2xl font-bold tracking-tight">
        How it works
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon className="size-5" aria-hidden />
            </span>
            <h3 className="mt-3 font-semibold">
              {index + 1}. {title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
