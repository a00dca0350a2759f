import { useId, useState } from "react";
import type { ConfirmReceiptResponse, ReceiptResponse } from "../../../../domain/contracts/receipts";
import { isConfidentMatch } from "../../../../domain/receipts/receipt-rules";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { useConfirmReceipt } from "../api/confirm-receipt";
import { ReceiptLineChoice, type ItemSearch, type LineChoice } from "./receipt-line-choice";

export type StoreOption = { id: number; label: string };

/** Confident matches start chosen; doubtful ones start undecided, so the screen asks. */
function initialChoices(receipt: ReceiptResponse): Map<number, LineChoice> {
  return new Map(
    receipt.lines.map((line) => {
      const best = line.candidates[0];
      const sure = best && line.itemId === best.itemId && isConfidentMatch(line.confidence);
      return [
        line.id,
        sure ? { kind: "item" as const, itemId: best.itemId, label: `${best.name} · ${best.brand} · ${best.size}` } : undefined,
      ];
    }),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What saving a receipt gave: the server's words, and the lines sent to the catalog team. */
export function ReceiptSaved({ result }: { result: ConfirmReceiptResponse }) {
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-brand-700 bg-brand-50 p-4">
      <p className="font-semibold text-brand-800">{result.message}</p>
      {result.missing > 0 && (
        <p className="text-sm">{plural(result.missing, "line was", "lines were")} sent to the team to add to the catalog.</p>
      )}
      <a href="/" className="font-medium text-brand-800 underline">
        See your comparison
      </a>
    </div>
  );
}

/**
 * The review of a read receipt: store, date, each line's item; one button saves every decided line, then
 * `onSaved` gets the answer (the page shows it: the receipt itself is read again, now saved).
 */
export function ReceiptReview({
  receipt,
  stores,
  useItemSearch,
  today,
  onSaved,
}: {
  receipt: ReceiptResponse;
  onSaved: (result: ConfirmReceiptResponse) => void;
  stores: StoreOption[];
  useItemSearch: ItemSearch;
  /** YYYY-MM-DD: the latest date the picker offers. */
  today: string;
}) {
  const [choices, setChoices] = useState(() => initialChoices(receipt));
  const [storeId, setStoreId] = useState<number | null>(receipt.storeId);
  const [purchasedOn, setPurchasedOn] = useState(receipt.purchasedOn ?? "");
  const confirm = useConfirmReceipt();
  const storeField = useId();
  const dateField = useId();
  const storeOptions =
    receipt.store && !stores.some((s) => s.id === receipt.store!.id)
      ? [{ id: receipt.store.id, label: `${receipt.store.name}` }, ...stores]
      : stores;
  const decided = receipt.lines.filter((line) => {
    const choice = choices.get(line.id);
    return choice?.kind === "item" || choice?.kind === "missing";
  });
  const prices = decided.filter((line) => choices.get(line.id)?.kind === "item").length;
  const undecided = receipt.lines.filter((line) => choices.get(line.id) === undefined).length;
  const ready = storeId !== null && purchasedOn !== "" && decided.length > 0;

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        confirm.mutate(
          {
            id: receipt.id,
            input: {
              storeId: storeId!,
              purchasedOn,
              lines: decided.map((line) => {
                const choice = choices.get(line.id);
                return { id: line.id, itemId: choice?.kind === "item" ? choice.itemId : null };
              }),
            },
          },
          { onSuccess: onSaved },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={storeField} className="text-sm font-medium">
            Store
          </label>
          <select
            id={storeField}
            value={storeId ?? ""}
            onChange={(event) => setStoreId(event.target.value ? Number(event.target.value) : null)}
            className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="">Pick the store</option>
            {storeOptions.map((store) => (
              <option key={store.id} value={store.id}>
                {store.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={dateField} className="text-sm font-medium">
            Date of purchase
          </label>
          <input
            id={dateField}
            type="date"
            max={today}
            value={purchasedOn}
            onChange={(event) => setPurchasedOn(event.target.value)}
            className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 text-sm"
          />
        </div>
      </div>
      {receipt.lines.length === 0 ? (
        <p className="text-slate-600">No priced lines were found on this receipt.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Lines of the receipt">
          {receipt.lines.map((line) => (
            <ReceiptLineChoice
              key={line.id}
              line={line}
              choice={choices.get(line.id)}
              useItemSearch={useItemSearch}
              onChoose={(choice) => setChoices((current) => new Map(current).set(line.id, choice))}
            />
          ))}
        </ul>
      )}
      <div className="sticky bottom-0 grid gap-2 border-t border-slate-200 bg-white py-3">
        {undecided > 0 && (
          <p className="text-sm text-slate-600">{plural(undecided, "line is", "lines are")} not decided and will not be saved.</p>
        )}
        {storeId === null && <p className="text-sm text-slate-600">Pick the store the receipt is from.</p>}
        {confirm.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(confirm.error, "Your prices could not be saved. Please try again.")}
          </p>
        )}
        <Button type="submit" size="lg" disabled={!ready || confirm.isPending}>
          {confirm.isPending ? "Saving..." : `Save ${plural(prices, "price", "prices")}`}
        </Button>
      </div>
    </form>
  );
}
