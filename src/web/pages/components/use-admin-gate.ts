import { useEffect } from "react";
import { useUser } from "../../features/auth/api/get-user";
import { toast } from "../../lib/toast";

// Spec §9 Timings: redirect to sign-in 500 ms after the 'logged out' toast.
const LOGIN_REDIRECT_DELAY_MS = 500;

const statusOf = (error: unknown) => (error instanceof Error ? Number(/^(\d{3}):/.exec(error.message)?.[1]) : NaN);

/**
 * What an admin page (decision 001) shows first: a signed-out visitor is told and sent to sign in,
 * a shopper who is not an admin is told `adminRequired`. The server refuses them either way; this is
 * only the screen. `queryError` is the page's admin query's error (a 401 or 403 there counts too).
 */
export function useAdminGate({
  returnTo,
  adminRequired,
  queryError,
}: {
  returnTo: string;
  adminRequired: string;
  queryError: unknown;
}) {
  const { user, isLoading } = useUser();
  const status = queryError ? statusOf(queryError) : null;
  const loggedOut = (!isLoading && !user) || status === 401;
  const notAdmin = (user !== null && !user.isAdmin) || status === 403;

  useEffect(() => {
    if (!loggedOut) return;
    toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
    const timer = setTimeout(
      () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [loggedOut, returnTo]);

  useEffect(() => {
    if (notAdmin) toast({ title: "Admin Access Required", description: adminRequired, variant: "destructive" });
  }, [notAdmin, adminRequired]);

  return { isAdmin: user?.isAdmin === true, isLoading, loggedOut, notAdmin };
}
