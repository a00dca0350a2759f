import type { ReactNode } from "react";
import { useId } from "react";

/**
 * A big tap target that takes a photo (the camera on a phone) or picks one: the receipt and the shelf tag use it.
 * `error` is the refusal to show under it, in the server's words.
 */
export function PhotoInput({
  icon,
  label,
  pendingLabel,
  hint,
  pending,
  error,
  onFile,
  className,
}: {
  icon: ReactNode;
  label: string;
  pendingLabel: string;
  hint: string;
  pending: boolean;
  error: string | null;
  onFile: (file: File) => void;
  className: string;
}) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-700 px-4 text-center font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-700 ${className}`}
      >
        {icon}
        {pending ? pendingLabel : label}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          capture="environment"
          className="sr-only"
          aria-describedby={hintId}
          disabled={pending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {hint}
      </p>
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
