import { Crown } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { computePremiumStatus, planLabel } from "../../../../domain/premium/status";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { ResumePremiumButton } from "./resume-premium-button";
import { formatDate } from "../lib/format-date";

/**
 * /subscribe for someone who already has Premium (paid, family or grace period): nothing to buy. A
 * cancelled subscription still paid for is resumed here instead of bought again.
 */
export function AlreadyPremiumNotice({ user, onPlanChanged }: { user: User; onPlanChanged: () => void }) {
  const label = planLabel(computePremiumStatus(user, new Date()));
  const paidThrough = formatDate(user.subscriptionCurrentPeriodEnd);
  const description =
    user.canResumeSubscription && paidThrough
      ? `Your plan: ${label}. Your subscription is paid through ${paidThrough} and will not renew. Resume Premium to keep it; nothing is charged before ${paidThrough}.`
      : `Your plan: ${label}. All Premium features are unlocked for you.`;
  return (
    <Card className="mx-auto max-w-lg" aria-labelledby="already-premium-title">
      <CardHeader
        id="already-premium-title"
        title={
          <span className="flex items-center gap-2">
            <Crown className="size-5 text-amber-600" aria-hidden />
            You already have Premium
          </span>
        }
        description={description}
      />
      <CardBody className="flex flex-wrap gap-2">
        {user.canResumeSubscription ? (
          <ResumePremiumButton onPlanChanged={onPlanChanged} />
        ) : (
          <Link href="/" className={buttonClass("primary")}>
            Start shopping
          </Link>
        )}
        <Link href="/account" className={buttonClass("outline")}>
          View your subscription
        </Link>
      </CardBody>
    </Card>
  );
}
