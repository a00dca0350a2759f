import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §9: the copy confirmation check mark shows for 2 seconds. */
export const COPY_INDICATOR_MS = 2000;

/** Copies text to the clipboard; `copied` names what was copied last, for 2 s. Resolves to whether it worked. */
export function useCopyIndicator<K extends string>() {
  const [copied, setCopied] = useState<K | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (key: K, text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(key);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPY_INDICATOR_MS);
    return true;
  }, []);
  return { copied, copy };
}
