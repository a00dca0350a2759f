import { priceReportSchema } from "../../../domain/contracts/pricing";

const EXAMPLE = "Enter the price on the shelf tag, such as 3.49.";

/** A typed shelf price as the API takes it ("$3.49" is 3.49), or why it is not one, in words for the shopper. */
export function checkShelfPrice(typed: string): { price: string } | { problem: string } {
  const checked = priceReportSchema.shape.price.safeParse(typed.trim().replace(/^\$\s*/, ""));
  return checked.success ? { price: checked.data } : { problem: checked.error.issues[0]?.message ?? EXAMPLE };
}

/** "Price on the shelf ($)": the one field a shopper types a shelf price in (a price report, a scanned shelf tag). */
export function ShelfPriceInput({
  value,
  onChange,
  problemId,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The id of the message saying what is wrong with it, when something is. */
  problemId: string | undefined;
  className: string;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      Price on the shelf ($)
      <input
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="decimal"
        autoComplete="off"
        placeholder="3.49"
        maxLength={12}
        aria-invalid={problemId !== undefined}
        aria-describedby={problemId}
        className={`rounded-md border border-slate-300 px-3 font-normal ${className}`}
      />
    </label>
  );
}
