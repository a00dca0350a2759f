import { Check, Crown } from "lucide-react";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { PREMIUM_FEATURES } from "../lib/premium-features";

/** Spec §2 Subscribe screen: what Premium gives, next to the payment form. */
export function SubscribeFeaturesCard() {
  return (
    <Card aria-labelledby="subscribe-features-title">
      <CardHeader
        id="subscribe-features-title"
        title={
          <span className="flex items-center gap-2">
            <Crown className="size-5 text-amber-600" aria-hidden />
            Premium Features
          </span>
        }
      />
      <CardBody className="grid gap-4">
        <ul className="grid gap-3">
          {PREMIUM_FEATURES.map(({ title, description, icon: Icon }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-slate-600">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-lg bg-brand-50 p-4 text-brand-800">
          <p className="text-xl font-bold">Just $1.99/month</p>
          <p className="mt-1 flex items-center gap-1.5 text-sm">
            <Check className="size-4" aria-hidden />
            Cancel anytime, no questions asked
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
