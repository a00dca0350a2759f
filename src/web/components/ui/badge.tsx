import type { HTMLAttributes } from "react";

export type BadgeTone = "neutral" | "brand" | "amber" | "orange" | "red" | "blue";
const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-100 text-brand-800",
  amber: "bg-amber-100 text-amber-900",
  orange: "bg-orange-100 text-orange-900",
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
};

export function Badge({ tone = "neutral", className = "", ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]} ${className}`} {...props} />;
}
