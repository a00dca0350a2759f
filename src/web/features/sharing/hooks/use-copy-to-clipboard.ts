import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../../lib/toast";

// Spec §9 Timings: the copy indicator shows for 2 s.
export const COPIED_INDICATOR_MS = 2000;

/** Copies text; `copied` is true for 2 s afterwards. A refused clipboard shows 'Copy Failed'. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast({ title: "Copy Failed", description: "Failed to copy to clipboard", variant: "destructive" });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(false);
  }, []);

  return { copied, copy, reset };
}
