import { safeReturnTo } from "../../domain/contracts/auth";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { LocalLoginForm } from "../features/auth/components/local-login-form";

/** Local (development) sign-in, reached through /api/login when no OpenID Connect issuer is configured. */
export default function LoginPage() {
  const params = new URLSearchParams(window.location.search);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <Card>
        <CardHeader
          level={1}
          title="Sign in to PennyCart"
          description="Local sign-in for development: no password, your e-mail is your account."
        />
        <CardBody>
          <LocalLoginForm
            returnTo={safeReturnTo(params.get("returnTo"), window.location.origin)}
            initialError={params.get("error") ?? undefined}
          />
        </CardBody>
      </Card>
    </div>
  );
}
