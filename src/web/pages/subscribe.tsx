import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation } from "wouter";
import type { User } from "../../domain/contracts/auth";
import { maySubscribe } from "../../domain/premium/status";
import { PageSpinner } from "../components/ui/spinner";
import { useAppConfig } from "../features/auth/api/get-app-config";
import { userQueryKey, useUser } from "../features/auth/api/get-user";
import { SignInRequired } from "../features/auth/components/sign-in-required";
import { AlreadyPremiumNotice } from "../features/subscription/components/already-premium-notice";
import { Checkout } from "../features/subscription/components/checkout";

/** A grace period whose paid time is over (and no family Premium): subscribing again pays for no period twice. */
const mayResubscribe = (user: User) => user.isInGracePeriod && !user.isFamilyPremium && maySubscribe(user, new Date());

/** Spec §2 Subscribe screen: Premium checkout. */
export default function SubscribePage() {
  const { user, isLoading } = useUser();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const onActivated = useCallback(async () => {
    // The home page should greet a Premium Member, not the cached free plan.
    await queryClient.refetchQueries({ queryKey: userQueryKey });
    navigate("/");
  }, [queryClient, navigate]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to upgrade to Premium." returnTo="/subscribe" />;

  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-5xl gap-6 px-3 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold">Upgrade to Premium</h1>
        <p className="text-slate-600">Save favorites, set up recurring orders and export your cart to store websites.</p>
      </div>
      {user.hasPremiumAccess && !mayResubscribe(user) ? (
        <AlreadyPremiumNotice user={user} onPlanChanged={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })} />
      ) : !config ? (
        <PageSpinner />
      ) : (
        <Checkout payments={config.payments} stripePublishableKey={config.stripePublishableKey} onActivated={() => void onActivated()} />
      )}
    </div>
  );
}
