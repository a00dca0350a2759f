import { ExternalLink, Store } from "lucide-react";
import { useState } from "react";
import { NO_STORES_MESSAGE, type TransferToStoresResponse } from "../../../../domain/contracts/recurring-orders";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useTransferToStores } from "../api/transfer-to-stores";

type Props = {
  orderId: number;
  orderLabel: string;
  /** The stores the shopper compares, in order; the selected ones are ticked at first. */
  stores: readonly { id: number; name: string }[];
  onPremiumError: (error: unknown) => boolean;
};

/** 'Open at stores': pick stores, then open each one's online shop searching for the order's items. */
export function OpenAtStoresButton({ orderId, orderLabel, stores, onPremiumError }: Props) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const [links, setLinks] = useState<TransferToStoresResponse["stores"] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const transfer = useTransferToStores();

  const start = () => {
    setChosen(stores.slice(0, 5).map((store) => store.id));
    setLinks(null);
    setProblem(null);
    setOpen(true);
  };
  const submit = () => {
    if (chosen.length === 0) return setProblem(NO_STORES_MESSAGE);
    setProblem(null);
    transfer.mutate(
      { id: orderId, storeIds: chosen },
      {
        onSuccess: (result) => setLinks(result.stores),
        onError: (error) => {
          if (onPremiumError(error)) return setOpen(false);
          toast({ title: "Transfer Failed", description: errorMessage(error, "Please try again."), variant: "destructive" });
        },
      },
    );
  };
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(0, 5)));

  return (
    <>
      <Button variant="outline" size="sm" onClick={start} aria-label={`Open ${orderLabel} at stores`}>
        <Store className="size-4" aria-hidden />
        Open at stores
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Open at stores" description="Shop this order on each store's website.">
        {links ? (
          <ul aria-label="Store links" className="grid gap-2">
            {links.map((link) => (
              <li key={link.storeId}>
                {link.url ? (
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => toast({ title: "Opening store with cart" })}
                    className="inline-flex items-center gap-2 font-medium text-brand-800 underline"
                  >
                    <ExternalLink className="size-4" aria-hidden />
                    Open {link.name}
                  </a>
                ) : (
                  <span className="text-sm text-slate-600">{link.name} has no online shop</span>
                )}
              </li>
            ))}
          </ul>
        ) : stores.length === 0 ? (
          <p className="text-sm text-slate-600">Choose stores in Your Stores first.</p>
        ) : (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Stores (up to 5)</legend>
            {stores.map((store) => (
              <label key={store.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={chosen.includes(store.id)} onChange={() => toggle(store.id)} />
                {store.name}
              </label>
            ))}
          </fieldset>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {!links && stores.length > 0 && (
          <div className="flex justify-end">
            <Button onClick={submit} disabled={transfer.isPending}>
              {transfer.isPending ? "Preparing…" : "Get store links"}
            </Button>
          </div>
        )}
      </Dialog>
    </>
  );
}
