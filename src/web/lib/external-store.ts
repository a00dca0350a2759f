import { useSyncExternalStore } from "react";

/**
 * A module-level value components follow (toasts, prompts): `set` replaces it and re-renders every reader. A page the
 * app hydrates (decision 038) is first drawn with `initial`, as it was built; a value set earlier follows at once.
 */
export function createExternalStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => initial,
      ),
  };
}
