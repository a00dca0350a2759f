import { Download } from "lucide-react";
import { useState } from "react";
import type { CartEntry, Store } from "../../../../domain/contracts/catalog";
import { Button } from "../../../components/ui/button";
import { ExportCartDialog } from "./export-cart-dialog";

/**
 * The cart's Export button (hidden when the cart is empty). Premium opens the export dialog; others
 * get `onLocked` (the page opens the 'Cart Export' upgrade prompt).
 */
export function ExportCartButton({
  entries,
  stores,
  hasPremiumAccess,
  onLocked,
  onSmsError,
}: {
  entries: readonly CartEntry[];
  stores: readonly Store[];
  hasPremiumAccess: boolean;
  onLocked: () => void;
  onSmsError?: (error: unknown) => boolean;
}) {
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => (hasPremiumAccess ? setOpen(true) : onLocked())}>
        <Download className="size-4" aria-hidden />
        Export
      </Button>
      {hasPremiumAccess && (
        <ExportCartDialog open={open} onOpenChange={setOpen} entries={entries} stores={stores} onSmsError={onSmsError} />
      )}
    </>
  );
}
