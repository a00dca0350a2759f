import { useId } from "react";
import type { MatchMode } from "../../../../domain/comparison/equivalents";

const OPTIONS: readonly { mode: MatchMode; label: string }[] = [
  { mode: "exact", label: "This brand" },
  { mode: "any", label: "Any brand" },
];

/**
 * Whether the comparison may price another brand of this product (decision 011): two radio buttons,
 * so arrow keys move between them and a screen reader hears the choice and its question.
 */
export function MatchModeToggle({
  name,
  mode,
  disabled,
  onChange,
}: {
  name: string;
  mode: MatchMode;
  disabled: boolean;
  onChange: (mode: MatchMode) => void;
}) {
  const group = useId();
  return (
    <fieldset className="flex min-w-0" disabled={disabled}>
      <legend className="sr-only">Which brands of {name} to compare</legend>
      <div className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 text-xs">
        {OPTIONS.map((option) => (
          <label
            key={option.mode}
            className="cursor-pointer rounded px-2 py-1 text-slate-700 has-checked:bg-brand-700 has-checked:font-semibold has-checked:text-white has-focus-visible:ring-2 has-focus-visible:ring-brand-600 has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              name={group}
              value={option.mode}
              checked={mode === option.mode}
              onChange={() => onChange(option.mode)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
