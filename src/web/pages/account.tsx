import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { PageSpinner } from "../components/ui/spinner";
import { userQueryKey, useUser } from "../features/auth/api/get-user";
import { SignInRequired } from "../features/auth/components/sign-in-required";
import { AccountInformationCard } from "../features/account/components/account-information-card";
import { SuggestionCard } from "../features/messaging/components/suggestion-card";
import { PriceContributionsCard } from "../features/receipts/components/price-contributions-card";
import { MySharedListsCard } from "../features/sharing/components/my-shared-lists-card";
import { PremiumFeaturesCard } from "../features/subscription/components/premium-features-card";
import { SubscriptionDetailsCard } from "../features/subscription/components/subscription-details-card";

// Spec §2 Account screen / §9 Timings: #suggestions scrolls to the suggestion form after 100 ms.
const HASH_SCROLL_DELAY_MS = 100;

export default function AccountPage() {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const hasUser = user !== null;

  useEffect(() => {
    if (!hasUser || !window.location.hash) return;
    const target = decodeURIComponent(window.location.hash.slice(1));
    const timer = setTimeout(
      () => document.getElementById(target)?.scrollIntoView({ behavior: "smooth", block: "start" }),
      HASH_SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [hasUser]);

  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to view your account." returnTo="/account" />;
  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-4xl gap-6 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Your account</h1>
      <AccountInformationCard user={user} />
      <SubscriptionDetailsCard user={user} onPlanChanged={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })} />
      <PremiumFeaturesCard user={user} />
      <MySharedListsCard />
      <PriceContributionsCard />
      <SuggestionCard user={user} />
    </div>
  );
}
