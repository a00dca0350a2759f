import { FlaskConical } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { localCardSchema, type LocalCardInput } from "../../../../domain/contracts/subscription";
import { errorMessage } from "../../../lib/api-client";
import { useConfirmLocalPayment } from "../api/confirm-local-payment";
import type { PaymentOutcome } from "../hooks/use-payment-outcome";
import { SubmitPaymentButton } from "./submit-payment-button";

type Field = keyof LocalCardInput;

const inputClass = "mt-1 block h-10 w-full rounded-md border border-slate-300 px-3 text-base tabular-nums aria-[invalid=true]:border-red-600";

/** Groups card digits in fours as the shopper types. */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** Inserts ' / ' after the month. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/** Local test mode's card form: the server pays or declines it the way Stripe's test cards do. */
export function LocalPaymentForm({ clientSecret, outcome }: { clientSecret: string; outcome: PaymentOutcome }) {
  const id = useId();
  const confirm = useConfirmLocalPayment();
  const [values, setValues] = useState<Record<Field, string>>({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [processing, setProcessing] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = localCardSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setProcessing(true);
    try {
      await confirm.mutateAsync({ ...parsed.data, clientSecret });
    } catch (error) {
      setProcessing(false);
      outcome.declined(errorMessage(error, "Your card was declined."));
      return;
    }
    // Stays 'Processing...' until the redirect once Premium is confirmed.
    if (!(await outcome.paid())) setProcessing(false);
  };

  const field = (name: Field, label: string, props: { autoComplete: string; placeholder: string; format: (value: string) => string }) => (
    <div>
      <label className="text-sm font-medium">
        {label}
        <input
          name={name}
          inputMode="numeric"
          autoComplete={props.autoComplete}
          placeholder={props.placeholder}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: props.format(event.target.value) }))}
          className={inputClass}
          aria-invalid={!!errors[name]}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
      </label>
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Card payment">
      <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">Test mode — no real charge</p>
          <p>
            Pay with <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>; see a decline with{" "}
            <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span>. Any future expiry date and any 3 digits work.
          </p>
        </div>
      </div>
      {field("cardNumber", "Card number", { autoComplete: "cc-number", placeholder: "1234 1234 1234 1234", format: formatCardNumber })}
      <div className="grid grid-cols-2 gap-4">
        {field("expiry", "Expiry (MM / YY)", { autoComplete: "cc-exp", placeholder: "MM / YY", format: formatExpiry })}
        {field("cvc", "CVC", { autoComplete: "cc-csc", placeholder: "123", format: (value) => value.replace(/\D/g, "").slice(0, 4) })}
      </div>
      <SubmitPaymentButton processing={processing} />
    </form>
  );
}
