import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { MatchMode } from "../../../../domain/comparison/equivalents";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { apiRequest } from "../../../lib/api-client";
import { cartQueryKey } from "./get-cart";

// A change of one cart entry (its quantity or "any brand") answers that entry priced as GET /api/cart shows it
// (decision 087): the page puts the answer in place of the entry instead of reading the whole cart again.

/** Changes of entries run one after another: the server applies them, and they answer, in the order they were made. */
export const entryChangeScope = { id: "cart-entry-change" };

type Field = "quantity" | "matchMode";
/** Every change of the cart (an entry's change, an add or a brand switch) has a key that starts with this one. */
export const cartChangeKey = ["cart"] as const;
const entryChangeKey = [...cartChangeKey, "entry"] as const;
export const entryChangeKeys = {
  quantity: [...entryChangeKey, "quantity"],
  matchMode: [...entryChangeKey, "matchMode"],
  removal: [...entryChangeKey, "removal"],
} as const;

/** PATCH /api/cart/:id: the changed entry, priced. */
export async function changeCartEntry(entryId: number, change: { quantity?: number; matchMode?: MatchMode }): Promise<CartEntry> {
  return (await (await apiRequest("PATCH", `/api/cart/${entryId}`, change)).json()) as CartEntry;
}

/**
 * A cart read another action started (an add, a store change, another tab's refresh) that a change cancelled, so its
 * answer could not put back the entry as it was: owed, and made once no change of an entry is pending (review R45).
 */
const owedReads = new WeakSet<QueryClient>();

/** The cart must be read again once no change is pending (a failed change: the page shows what the server holds). */
export const oweRead = (client: QueryClient) => void owedReads.add(client);

/** Cancels the cart reads on their way, noting that one is owed when there was one. */
export async function cancelCartReads(client: QueryClient) {
  if (client.isFetching({ queryKey: cartQueryKey }) > 0) owedReads.add(client);
  await client.cancelQueries({ queryKey: cartQueryKey });
}

/** After each change of the cart (an entry's change, an add, decision 103): the last one pending reads the cart again when a read is owed. */
export function settleCartChange(client: QueryClient) {
  if (client.isMutating({ mutationKey: cartChangeKey }) === 1 && owedReads.delete(client))
    return client.invalidateQueries({ queryKey: cartQueryKey });
}

const withField = (client: QueryClient, entryId: number, field: Field, value: CartEntry[Field], only?: CartEntry[Field]) =>
  client.setQueryData<CartEntry[]>(cartQueryKey, (entries) =>
    entries?.map((entry) =>
      entry.id === entryId && (only === undefined || entry[field] === only) ? { ...entry, [field]: value } : entry,
    ),
  );

/** Shows the change at once; answers the value it replaced, for a rollback. */
export async function showChange(client: QueryClient, entryId: number, field: Field, value: CartEntry[Field]) {
  await cancelCartReads(client);
  const before = client.getQueryData<CartEntry[]>(cartQueryKey)?.find((entry) => entry.id === entryId)?.[field];
  withField(client, entryId, field, value);
  return { before };
}

/**
 * Puts the answered entry in place of the one shown, its prices always; a quantity or match mode that a later change of
 * the entry still pending set stays as shown, so an early answer never undoes a later click. `own` is the field of the
 * change answering: it still counts as pending while its answer is applied.
 */
export async function applyAnswer(client: QueryClient, answer: CartEntry, own: Field) {
  const later = (field: Field) =>
    client.isMutating({
      mutationKey: entryChangeKeys[field],
      predicate: (mutation) => (mutation.state.variables as { entryId?: number } | undefined)?.entryId === answer.id,
    }) > (field === own ? 1 : 0);
  // A read begun before the change was applied would answer the entry as it was.
  await cancelCartReads(client);
  const keepQuantity = later("quantity");
  const keepMode = later("matchMode");
  client.setQueryData<CartEntry[]>(cartQueryKey, (entries) =>
    entries?.map((entry) =>
      entry.id === answer.id
        ? {
            ...answer,
            quantity: keepQuantity ? entry.quantity : answer.quantity,
            matchMode: keepMode ? entry.matchMode : answer.matchMode,
          }
        : entry,
    ),
  );
}

/**
 * A failed change goes back to the value it replaced (unless a later change set another since), and once no change of
 * an entry is pending the cart is read again, so the page shows what the server holds.
 */
export function rollBack(client: QueryClient, entryId: number, field: Field, value: CartEntry[Field], before?: CartEntry[Field]) {
  if (before !== undefined) withField(client, entryId, field, before, value);
  oweRead(client);
}

/** The change of one field of an entry: shown at once, priced by its answer, rolled back when it fails. */
export function useEntryChange<F extends Field>(field: F) {
  const client = useQueryClient();
  type Change = { entryId: number } & Record<F, CartEntry[F]>;
  return useMutation({
    mutationKey: entryChangeKeys[field],
    scope: entryChangeScope,
    mutationFn: (change: Change) => changeCartEntry(change.entryId, { [field]: change[field] }),
    onMutate: (change: Change) => showChange(client, change.entryId, field, change[field]),
    onSuccess: (answer) => applyAnswer(client, answer, field),
    onError: (_error, change, context) => rollBack(client, change.entryId, field, change[field], context?.before),
    onSettled: () => settleCartChange(client),
  });
}
