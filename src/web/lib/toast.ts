import { useSyncExternalStore } from "react";

// Spec §9 "Toasts": one visible at a time, removed 1000000 ms after dismissal, shown 5000 ms by default.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
/** A toast with a button (Undo) stays twice as long: 5 s is too short to notice it and reach it on a phone. */
export const ACTION_TOAST_DURATION = 10_000;

/** A button in the toast (Undo); `altText` tells screen-reader users how to do the same without the toast. */
export type ToastAction = { label: string; altText: string; onClick: () => void };
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive"; action?: ToastAction };
export type ToastItem = ToastInput & { id: number; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** "Cart cleared" with an Undo button (issue 28): the signed-in cart and the demo's say the same. */
export function toastCartCleared(count: number, undo: () => void) {
  return toast({
    title: "Cart cleared",
    description: `${count} ${count === 1 ? "item" : "items"} removed`,
    action: { label: "Undo", altText: "Add the cleared items back to your cart", onClick: undo },
  });
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
