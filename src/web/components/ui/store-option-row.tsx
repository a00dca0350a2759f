import * as Checkbox from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { ChainMark } from "./chain-mark";

type StoreOptionRowProps = {
  /** The checkbox's id; the details line is `${id}-details` and describes it. */
  id: string;
  name: string;
  color: string;
  logo: string;
  checked: boolean;
  onToggle: () => void;
  /** The line under the name: where the store is and how far away. */
  children: ReactNode;
};

/** One store to pick, as a list item: a checkbox named after the store, its chain mark, and a details line. */
export function StoreOptionRow({ id, name, color, logo, checked, onToggle, children }: StoreOptionRowProps) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50">
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={onToggle}
        aria-describedby={`${id}-details`}
        className="mt-1 flex size-5 shrink-0 items-center justify-center rounded border-2 border-slate-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        {/* Not Checkbox.Indicator: its presence check reads computed styles during React's commit, a forced style
            recalculation of the whole page in one long task when the demo's store list is drawn. */}
        {checked && <Check className="size-4 text-white" aria-hidden />}
      </Checkbox.Root>
      <ChainMark color={color} logo={logo} />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium break-words">
          {name}
        </label>
        <p id={`${id}-details`} className="text-xs text-slate-600">
          {children}
        </p>
      </div>
    </li>
  );
}
