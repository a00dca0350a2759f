import { useState, type FormEvent } from "react";
import { localLoginSchema } from "../../../../domain/contracts/auth";
import { SAMPLE_SHOPPERS } from "../../../../domain/users/sample-shoppers";
import { errorMessage } from "../../../lib/api-client";
import { Button } from "../../../components/ui/button";
import { useLoginLocal } from "../api/login-local";

const inputClass = "mt-1 block h-10 w-full rounded-md border border-slate-300 px-3 text-base";

export function LocalLoginForm({ returnTo, initialError }: { returnTo: string; initialError?: string }) {
  const login = useLoginLocal();
  const [error, setError] = useState(initialError ?? "");

  const signIn = (values: { email: string; firstName?: string; lastName?: string }) => {
    const parsed = localLoginSchema.safeParse({ ...values, returnTo });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please check the form");
      return;
    }
    setError("");
    login.mutate(parsed.data, {
      onSuccess: () => window.location.assign(returnTo),
      onError: (e) => setError(errorMessage(e, "Sign-in failed. Please try again.")),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    signIn({
      email: String(data.get("email") ?? ""),
      firstName: String(data.get("firstName") ?? ""),
      lastName: String(data.get("lastName") ?? ""),
    });
  };

  return (
    <div className="grid gap-6">
      <form method="post" action="/api/login/local" onSubmit={onSubmit} noValidate className="grid gap-4">
        <input type="hidden" name="returnTo" value={returnTo} />
        <label className="text-sm font-medium">
          Email
          <input name="email" type="email" autoComplete="email" required className={inputClass} aria-invalid={!!error} aria-describedby={error ? "login-error" : undefined} />
        </label>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="text-sm font-medium">
            First name <span className="font-normal text-slate-500">(optional)</span>
            <input name="firstName" autoComplete="given-name" className={inputClass} />
          </label>
          <label className="text-sm font-medium">
            Last name <span className="font-normal text-slate-500">(optional)</span>
            <input name="lastName" autoComplete="family-name" className={inputClass} />
          </label>
        </div>
        {error && (
          <p id="login-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <div>
        <h2 className="text-sm font-semibold text-slate-700">Or try a sample shopper</h2>
        <ul className="mt-2 grid gap-2">
          {SAMPLE_SHOPPERS.map((p) => (
            <li key={p.email}>
              <Button variant="outline" className="w-full justify-between" disabled={login.isPending} onClick={() => signIn({ email: p.email, firstName: p.firstName, lastName: p.lastName })}>
                <span>
                  Sign in as {p.firstName} {p.lastName}
                </span>
                <span className="text-xs text-slate-500">{p.blurb}</span>
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
