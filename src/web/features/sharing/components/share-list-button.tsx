import { Share2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { ShareListDialog } from "./share-list-dialog";

/** The cart's Share button and its Share List dialog. */
export function ShareListButton({ extraActions }: { extraActions?: (shareUrl: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 className="size-4" aria-hidden />
        Share
      </Button>
      <ShareListDialog open={open} onOpenChange={setOpen} extraActions={extraActions} />
    </>
  );
}
