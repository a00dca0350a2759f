import { Card, CardBody } from "../components/ui/card";
import { PageSpinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { useFamilyMembers } from "../features/family/api/get-family-members";
import { FamilyMembersCard } from "../features/family/components/family-members-card";
import { SecurityNotice } from "../features/family/components/security-notice";
import { AdminAccessRequired } from "./components/admin-access-required";
import { AdminNav } from "./components/admin-nav";
import { useAdminGate } from "./components/use-admin-gate";

const ADMIN_REQUIRED = "You need admin privileges to manage family members.";

/** /admin/family (spec §2 Admin family screen): admins manage the family list; others are told why they cannot. */
export default function AdminFamilyPage() {
  const { user } = useUser();
  const members = useFamilyMembers(user?.isAdmin === true);
  const { isLoading, loggedOut, notAdmin } = useAdminGate({
    returnTo: "/admin/family",
    adminRequired: ADMIN_REQUIRED,
    queryError: members.isError ? members.error : null,
  });

  if (isLoading || loggedOut) return <PageSpinner />;
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-3xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Family Premium Management</h1>
      {!notAdmin && <AdminNav current="family" />}
      {notAdmin ? (
        <AdminAccessRequired reason={ADMIN_REQUIRED} />
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
