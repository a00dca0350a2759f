import type { ToastItem } from "../../lib/toast";

export const TOAST_VIEWPORT_CLASS = "fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]";

export const toastClass = (variant: ToastItem["variant"]) =>
  `pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg ${
    variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900"
  }`;

/**
 * The open toasts as plain text in a live region, looking like the Radix ones: shown while Radix toast is
 * still loading, so a toast raised right after the page opens is never lost.
 */
export function PlainToasts({ toasts }: { toasts: ToastItem[] }) {
  return (
    <div role="status" aria-live="polite" className={TOAST_VIEWPORT_CLASS}>
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <div key={t.id} className={toastClass(t.variant)}>
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="text-sm font-semibold">{t.title}</p>
              {t.description && <p className="text-sm opacity-90">{t.description}</p>}
            </div>
            {t.action && (
              <button
                type="button"
                onClick={t.action.onClick}
                className="min-h-11 shrink-0 self-center rounded-md border border-current px-3 text-sm font-semibold"
              >
                {t.action.label}
              </button>
            )}
          </div>
        ))}
    </div>
  );
}
