import { Receipt } from "lucide-react";
import { buttonClass } from "../../../components/ui/button";

/**
 * The way in from the comparison: a receipt turns every price on it into a price seen at that store. One slim
 * row, so the phone's comparison page stays short.
 */
export function ContributePricesCard() {
  return (
    <section
      aria-labelledby="contribute-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3"
    >
      <p className="min-w-0 flex-1 text-sm text-slate-700">
        <span id="contribute-title" className="font-semibold text-slate-900">
          Shopped today?
        </span>{" "}
        Your receipt&apos;s prices show in your comparison at once.
      </p>
      <a href="/receipts" className={buttonClass("primary", "sm", "min-h-11")}>
        <Receipt className="size-4" aria-hidden />
        Add a receipt
      </a>
    </section>
  );
}
