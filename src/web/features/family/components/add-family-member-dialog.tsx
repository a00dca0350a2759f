import { UserPlus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { MAX_MEMBER_EMAIL, MAX_MEMBER_NAME, firstFamilyMemberProblem } from "../../../../domain/contracts/family";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useAddFamilyMember } from "../api/add-family-member";

/** The Add Family Member button and dialog (spec §2 Dialogs, §5 Add family member, §8 Admin toasts). */
export function AddFamilyMemberDialog() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddFamilyMember();

  const reset = () => {
    setName("");
    setEmail("");
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstFamilyMemberProblem({ name, email });
    setProblem(found);
    if (found) return;
    add.mutate(
      { name, email },
      {
        onSuccess: () => {
          toast({ title: "Success", description: "Family member added successfully" });
          setOpen(false);
          reset();
        },
        onError: (error) =>
          toast({ title: "Error", description: errorMessage(error, "Failed to add family member"), variant: "destructive" }),
      },
    );
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus className="size-4" aria-hidden />
        Add Family Member
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) reset();
        }}
        title="Add Family Member"
        description="They get Premium free as soon as they sign in with this email."
      >
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <label className="grid gap-1 text-sm font-medium">
            Name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={MAX_MEMBER_NAME}
              autoComplete="off"
              aria-invalid={problem !== null && name.trim() === ""}
              className="h-10 rounded-md border border-slate-300 px-3 font-normal"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Email
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              maxLength={MAX_MEMBER_EMAIL}
              autoComplete="off"
              aria-invalid={problem !== null}
              className="h-10 rounded-md border border-slate-300 px-3 font-normal"
            />
          </label>
          {problem && (
            <p role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? "Adding..." : "Add Member"}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
