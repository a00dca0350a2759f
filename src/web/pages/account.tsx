import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { AccountInformationCard } from "../features/account/components/account-information-card";

export default function AccountPage() {
  const { user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <p className="text-lg">Please sign in to view your account.</p>
        <a href="/api/login?returnTo=%2Faccount" className="mt-4 inline-block font-medium text-brand-800 underline">
          Sign In
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Your account</h1>
      <AccountInformationCard user={user} />
    </div>
  );
}
