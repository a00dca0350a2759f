import { useEffect } from "react";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { useFamilyMembers } from "../features/family/api/get-family-members";
import { FamilyMembersCard } from "../features/family/components/family-members-card";
import { SecurityNotice } from "../features/family/components/security-notice";
import { toast } from "../lib/toast";

// Spec §9 Timings: redirect to sign-in 500 ms after the 'logged out' toast.
const LOGIN_REDIRECT_DELAY_MS = 500;
const ADMIN_REQUIRED = "You need admin privileges to manage family members.";

const statusOf = (error: unknown) => (error instanceof Error ? Number(/^(\d{3}):/.exec(error.message)?.[1]) : NaN);

/** /admin/family (spec §2 Admin family screen): admins manage the family list; others are told why they cannot. */
export default function AdminFamilyPage() {
  const { user, isLoading } = useUser();
  const members = useFamilyMembers(user?.isAdmin === true);
  const status = members.isError ? statusOf(members.error) : null;
  const loggedOut = (!isLoading && !user) || status === 401;
  const notAdmin = (user !== null && !user.isAdmin) || status === 403;

  useEffect(() => {
    if (!loggedOut) return;
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    const timer = setTimeout(() => window.location.assign("/api/login?returnTo=%2Fadmin%2Ffamily"), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loggedOut]);

  useEffect(() => {
    if (notAdmin) toast({ title: "Admin Access Required", description: ADMIN_REQUIRED, variant: "destructive" });
  }, [notAdmin]);

  if (isLoading || loggedOut) return <PageSpinner />;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Family Premium Management</h1>
      {notAdmin ? (
        <Card>
          <CardHeader title="Admin Access Required" />
          <CardBody>
            <p role="alert" className="text-slate-700">
              Admin Access Required: {ADMIN_REQUIRED}
            </p>
          </CardBody>
        </Card>
      ) : members.isError ? (
        <Card>
          <CardBody>
            <p role="alert" className="text-red-700">
              Failed to load family member management
            </p>
          </CardBody>
        </Card>
      ) : (
        <>
          <FamilyMembersCard members={members.data} isLoading={members.isLoading} />
          <SecurityNotice />
        </>
      )}
    </div>
  );
}
