import * as SwitchPrimitive from "@radix-ui/react-switch";
import type { ComponentProps } from "react";

/** An on/off switch (Radix): a real button with role "switch" and aria-checked. */
export function Switch({ className = "", ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-50 ${className}`}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
    </SwitchPrimitive.Root>
  );
}
