import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { ACTION_TOAST_DURATION, dismissToast, TOAST_DURATION, useToasts } from "../../lib/toast";
import { TOAST_VIEWPORT_CLASS, toastClass } from "./plain-toasts";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          duration={t.action ? ACTION_TOAST_DURATION : undefined}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={toastClass(t.variant)}
        >
          <div className="grid min-w-0 flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="min-h-11 shrink-0 self-center rounded-md border border-current px-3 text-sm font-semibold hover:bg-black/5"
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100">
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={TOAST_VIEWPORT_CLASS} />
    </ToastPrimitive.Provider>
  );
}
