import { useEffect } from "react";
import { PageSpinner } from "../components/ui/spinner";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { useUser } from "../features/auth/api/get-user";
import { toast } from "../lib/toast";

export default function AdminFamilyPage() {
  const { user, isLoading } = useUser();
  useEffect(() => {
    if (isLoading || user) return;
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    const timer = setTimeout(() => window.location.assign("/api/login?returnTo=%2Fadmin%2Ffamily"), 500);
    return () => clearTimeout(timer);
  }, [isLoading, user]);

  if (isLoading || !user) return <PageSpinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Card>
        <CardHeader title="Family Premium Management" />
        <CardBody>
          {user.isAdmin ? (
            <p className="text-slate-700">Family member management opens in a coming release.</p>
          ) : (
            <p role="alert" className="text-slate-700">
              Admin Access Required: You need admin privileges to manage family members.
            </p>
          )}
        </CardBody>
      </Card>
    </div>
  );
}
