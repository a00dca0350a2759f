import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, TOAST_DURATION, useToasts } from "../../lib/toast";
import { TOAST_VIEWPORT_CLASS, toastClass } from "./plain-toasts";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={toastClass(t.variant)}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
