import { Clock, Crown, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { computePremiumStatus, maySubscribe, planLabel } from "../../../../domain/premium/status";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { PREMIUM_PRICE } from "../lib/premium-features";
import { CancelSubscriptionButton } from "./cancel-subscription-dialog";
import { formatDate } from "../lib/format-date";
import { ResumePremiumButton } from "./resume-premium-button";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

type PlanTermsProps = { tone: BadgeTone; icon?: LucideIcon; label: string; children?: ReactNode };

/** The plan's terms: its badge first, then the rows that kind of plan has. */
function PlanTerms({ tone, icon: Icon, label, children }: PlanTermsProps) {
  return (
    <dl className="text-sm">
      <Row term="Plan">
        <Badge tone={tone}>
          {Icon && <Icon className="size-3" aria-hidden />}
          {label}
        </Badge>
      </Row>
      {children}
    </dl>
  );
}

/** Spec §2 Account screen: the plan, by type (family, premium, grace period, free), with cancel or upgrade. */
export function SubscriptionDetailsCard({
  user,
  onCancelled,
  onPlanChanged = () => window.location.reload(),
}: {
  user: User;
  onCancelled?: () => void;
  onPlanChanged?: () => void;
}) {
  const status = computePremiumStatus(user, new Date());
  const label = planLabel(status);

  let body: ReactNode;
  if (label === "Family Premium") {
    body = (
      <>
        <PlanTerms tone="brand" icon={Users} label={label}>
          <Row term="Price">Free</Row>
          <Row term="Status">Active</Row>
        </PlanTerms>
        <p className="text-sm text-slate-600">Premium is included with your family membership, at no cost.</p>
      </>
    );
  } else if (label === "Premium (Active)") {
    const renews = formatDate(user.subscriptionCurrentPeriodEnd);
    body = (
      <>
        <PlanTerms tone="amber" icon={Crown} label={label}>
          <Row term="Price">{PREMIUM_PRICE}</Row>
          <Row term="Status">Active</Row>
          {renews && <Row term="Renews on">{renews}</Row>}
        </PlanTerms>
        <div>
          <CancelSubscriptionButton {...(onCancelled ? { onCancelled } : {})} />
        </div>
      </>
    );
  } else if (label === "Grace Period") {
    const days = status.gracePeriodDaysRemaining;
    body = (
      <>
        <PlanTerms tone="orange" icon={Clock} label={label}>
          <Row term="Status">Cancelled</Row>
          <Row term="Premium access">
            <span className="text-orange-700">
              {days} {days === 1 ? "day" : "days"} remaining
            </span>
          </Row>
          {status.graceEndsAt && <Row term="Premium ends on">{formatDate(status.graceEndsAt)}</Row>}
        </PlanTerms>
        {user.canResumeSubscription ? (
          <>
            <p className="text-sm text-slate-600">
              Your subscription has been cancelled and will not renew. Resume Premium to keep it; nothing is charged before{" "}
              {formatDate(user.subscriptionCurrentPeriodEnd)}.
            </p>
            <div>
              <ResumePremiumButton onPlanChanged={onPlanChanged} />
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              Your subscription has been cancelled and will not renew. Premium features stay on until the grace period ends.
            </p>
            {maySubscribe(user, new Date()) && (
              <div>
                <Link href="/subscribe" className={buttonClass("outline")}>
                  Subscribe again for {PREMIUM_PRICE}
                </Link>
              </div>
            )}
          </>
        )}
      </>
    );
  } else {
    body = (
      <>
        <PlanTerms tone="neutral" label={label} />
        <p className="text-sm text-slate-600">Upgrade for favorites, recurring orders, cart export and priority support. Cancel anytime.</p>
        <div>
          <Link href="/subscribe" className={buttonClass("primary")}>
            <Crown className="size-4" aria-hidden />
            Upgrade to Premium for {PREMIUM_PRICE}
          </Link>
        </div>
      </>
    );
  }

  return (
    <Card aria-labelledby="subscription-details-title">
      <CardHeader id="subscription-details-title" title="Subscription Details" />
      <CardBody className="grid gap-4">{body}</CardBody>
    </Card>
  );
}
