import { Crown, Heart, Repeat, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import type { User } from "../../../../domain/contracts/auth";
import { Badge } from "../../../components/ui/badge";
import { buttonClass } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";

function PremiumTeaser({ id, title, text, icon: Icon }: { id: string; title: string; text: string; icon: LucideIcon }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader
        id={id}
        title={
          <span className="flex items-center gap-2">
            <Icon className="size-5 text-slate-400" aria-hidden />
            {title}
          </span>
        }
        action={
          <Badge tone="amber">
            <Crown className="size-3" aria-hidden />
            Premium
          </Badge>
        }
      />
      <CardBody className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{text}</p>
        <Link href="/subscribe" className={buttonClass("outline", "sm")}>
          Upgrade to Premium
        </Link>
      </CardBody>
    </Card>
  );
}

/** Stands in for the Favorites panel for free users (spec §2 home item 5). */
export const FavoritesTeaser = () => (
  <PremiumTeaser id="favorites-teaser-title" title="Favorites" icon={Heart} text="Save the items you buy often and add them all to your cart in one tap." />
);

/** Stands in for the Recurring orders panel for free users (spec §2 home item 6). */
export const RecurringOrdersTeaser = () => (
  <PremiumTeaser id="recurring-orders-teaser-title" title="Recurring Orders" icon={Repeat} text="Refill your cart automatically every week or every month." />
);

/** Both teasers, for users without Premium access; nothing for Premium users (they see the real panels). */
export function PremiumPanelTeasers({ user }: { user: User }) {
  if (user.hasPremiumAccess) return null;
  return (
    <>
      <FavoritesTeaser />
      <RecurringOrdersTeaser />
    </>
  );
}
