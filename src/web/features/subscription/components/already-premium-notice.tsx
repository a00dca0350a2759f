import { Crown } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { computePremiumStatus, planLabel } from "../../../../domain/premium/status";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";

/** /subscribe for someone who already has Premium (paid, family or grace period): nothing to buy. */
export function AlreadyPremiumNotice({ user }: { user: User }) {
  const label = planLabel(computePremiumStatus(user, new Date()));
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
        description={`Your plan: ${label}. All Premium features are unlocked for you.`}
      />
      <CardBody className="flex flex-wrap gap-2">
        <Link href="/" className={buttonClass("primary")}>
          Start shopping
        </Link>
        <Link href="/account" className={buttonClass("outline")}>
          View your subscription
        </Link>
      </CardBody>
    </Card>
  );
}
