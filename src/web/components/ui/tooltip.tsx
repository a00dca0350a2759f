import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

// Spec §9: tooltips open after 700 ms. Each tooltip has its own provider, so pages without one do not load Radix.
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content sideOffset={6} className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow">
            {content}
            <TooltipPrimitive.Arrow className="fill-slate-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
