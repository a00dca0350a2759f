import { Crown } from "lucide-react";
import type { User } from "../../../../domain/contracts/auth";
import { Badge } from "../../../components/ui/badge";

/** 'Premium Member' for anyone with premium access (paid, family or grace period), else 'Free Plan'. */
export function PlanBadge({ user }: { user: User }) {
  return user.hasPremiumAccess ? (
    <Badge tone="amber">
      <Crown className="size-3" aria-hidden />
      Premium Member
    </Badge>
  ) : (
    <Badge tone="neutral">Free Plan</Badge>
  );
}
