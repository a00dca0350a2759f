import { Trash2 } from "lucide-react";
import { useState } from "react";
import type { FamilyMember } from "../../../../domain/contracts/family";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { AddFamilyMemberDialog } from "./add-family-member-dialog";
import { RemoveFamilyMemberDialog } from "./remove-family-member-dialog";

// Spec §9 Dates: the locale's default format.
const addedOn = (addedAt: string | null) => (addedAt ? new Date(addedAt).toLocaleDateString() : "Unknown date");

/** The family list with its Add and Remove dialogs (spec §2 Admin family screen). */
export function FamilyMembersCard({ members, isLoading }: { members: FamilyMember[] | undefined; isLoading: boolean }) {
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  return (
    <Card aria-labelledby="family-members-title">
      <CardHeader
        id="family-members-title"
        title="Family Members"
        description="People on this list get Premium free."
        action={<AddFamilyMemberDialog />}
      />
      <CardBody>
        {isLoading ? (
          <Spinner label="Loading family members" />
        ) : (members ?? []).length === 0 ? (
          <p className="py-6 text-center text-slate-600">No family members added yet</p>
        ) : (
          <ul aria-label="Family members" className="divide-y divide-slate-100">
            {members!.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">{member.name}</p>
                  <p className="text-sm break-all text-slate-600">{member.email}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge tone="brand">Premium Access</Badge>
                    <span>Added {addedOn(member.addedAt)}</span>
                  </p>
                </div>
                <Button variant="ghost" size="sm" aria-label={`Remove ${member.name}`} onClick={() => setRemoving(member)}>
                  <Trash2 className="size-4" aria-hidden />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
      <RemoveFamilyMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
