import type { FamilyMember } from "../../../../domain/contracts/family";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useRemoveFamilyMember } from "../api/remove-family-member";

/** The remove confirmation (spec §2 Dialogs): open while `member` is set. */
export function RemoveFamilyMemberDialog({ member, onClose }: { member: FamilyMember | null; onClose: () => void }) {
  const remove = useRemoveFamilyMember();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast({ title: "Success", description: "Family member removed successfully" });
        onClose();
      },
      onError: (error) =>
        toast({ title: "Error", description: errorMessage(error, "Failed to remove family member"), variant: "destructive" }),
    });
  };
  return (
    <Dialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove Family Member"
      description={
        member
          ? `Remove ${member.name} (${member.email})? Their free Premium access ends immediately. A subscription of their own is not affected.`
          : undefined
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      </div>
    </Dialog>
  );
}
