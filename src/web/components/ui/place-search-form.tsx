import type { FormEvent, ReactNode } from "react";

type PlaceSearchFormProps = {
  /** The text box's id; the error under the form is `${id}-message` and describes the box. */
  id: string;
  label: string;
  /** Shows the label above the box; otherwise only screen readers read it and the placeholder shows what to type. */
  showLabel?: boolean;
  placeholder: string;
  /** The typed text, kept by the caller, which decides when the box empties. */
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the trimmed text; blank text submits nothing. */
  onSubmit: (query: string) => void;
  error: string | null;
  /** A line between the form and its error, such as the place now shown. */
  note?: ReactNode;
  /** The rest of the row after the box: the submit button (each caller has its own wording and pending state) and other controls. */
  children: ReactNode;
};

/**
 * A ZIP code, city or address box in a form, with the error of the last lookup under it.
 * Returns the form, the note and the error as siblings, so the caller's grid spaces them.
 */
export function PlaceSearchForm({
  id,
  label,
  showLabel = false,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  error,
  note,
  children,
}: PlaceSearchFormProps) {
  const messageId = `${id}-message`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    if (query) onSubmit(query);
  };
  const input = (
    <input
      id={id}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      placeholder={placeholder}
      enterKeyHint="search"
      autoComplete="postal-code"
      aria-describedby={error ? messageId : undefined}
      className={`h-10 rounded-md border border-slate-400 bg-white px-3 text-base ${showLabel ? "" : "min-w-0 flex-1 basis-48"}`}
    />
  );

  return (
    <>
      <form onSubmit={submit} className={showLabel ? "flex flex-wrap items-end gap-3" : "flex flex-wrap gap-2"}>
        {showLabel ? (
          <div className="grid min-w-0 flex-1 basis-56 gap-1">
            <label htmlFor={id} className="text-sm font-medium">
              {label}
            </label>
            {input}
          </div>
        ) : (
          <>
            <label htmlFor={id} className="sr-only">
              {label}
            </label>
            {input}
          </>
        )}
        {children}
      </form>
      {note}
      {error && (
        <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
