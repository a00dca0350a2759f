import { ShieldCheck } from "lucide-react";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";

/** Spec §2 Admin family screen: the four facts an admin should know. */
export function SecurityNotice() {
  return (
    <Card aria-labelledby="security-notice-title">
      <CardHeader id="security-notice-title" title="Security Notice" />
      <CardBody>
        <ul className="grid gap-2 text-sm text-slate-700">
          {[
            "This family member list is private and visible to admins only.",
            "Admin access is restricted by email configuration on the server.",
            "Family members get Premium automatically when they sign up or sign in with their email.",
            "Removing a family member revokes their Premium access immediately.",
          ].map((line) => (
            <li key={line} className="flex gap-2">
              <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
              {line}
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
