import { Check, Lock } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { PREMIUM_FEATURES } from "../lib/premium-features";

/** Spec §2 Account screen: four Premium tiles, highlighted when the user has Premium (paid, family or grace). */
export function PremiumFeaturesCard({ user }: { user: User }) {
  const unlocked = user.hasPremiumAccess;
  return (
    <Card aria-labelledby="premium-features-title">
      <CardHeader
        id="premium-features-title"
        title="Premium Features"
        description={unlocked ? "Included in your plan." : "Unlock these with Premium for $1.99/month."}
        action={
          unlocked ? undefined : (
            <Link href="/subscribe" className="text-sm font-medium text-brand-800 underline">
              Upgrade
            </Link>
          )
        }
      />
      <CardBody>
        <ul className="grid gap-3 sm:grid-cols-2">
          {PREMIUM_FEATURES.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              className={`flex items-start gap-3 rounded-lg border p-3 ${unlocked ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-slate-50 text-slate-600"}`}
            >
              <Icon className={`mt-0.5 size-5 shrink-0 ${unlocked ? "text-brand-700" : "text-slate-400"}`} aria-hidden />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{title}</p>
                <p className="text-sm">{description}</p>
                <p className={`mt-1 flex items-center gap-1 text-xs font-semibold ${unlocked ? "text-brand-800" : "text-slate-500"}`}>
                  {unlocked ? <Check className="size-3" aria-hidden /> : <Lock className="size-3" aria-hidden />}
                  {unlocked ? "Included" : "Premium only"}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
