import { Heart, ShoppingCart, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import {
  FAVORITE_FREQUENCIES,
  MAX_FAVORITE_NOTES,
  type Favorite,
  type FavoriteFrequency,
} from "../../../../domain/contracts/favorites";
import type { StorePrice } from "../../../../domain/contracts/catalog";
import { formatUsd, parseDecimalToCents } from "../../../../domain/money/money";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { PriceSourceMark } from "../../../components/ui/price-source-mark";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../lib/toast";
import { useAddFavoritesToCart } from "../api/add-favorites-to-cart";
import { useFavorites } from "../api/get-favorites";
import { useRemoveFavorite } from "../api/remove-favorite";
import { useUpdateFavorite } from "../api/update-favorite";

type StoreNames = readonly { id: number; name: string }[];
type Props = { stores: StoreNames; onPremiumError: (error: unknown) => boolean };

const FREQUENCY_LABELS: Record<FavoriteFrequency, string> = { daily: "Daily", weekly: "Weekly", monthly: "Monthly" };

/** The lowest price among the shopper's stores that carry the item, with the store's name. */
function bestPrice(favorite: Favorite, stores: StoreNames): { cents: number; store: string; price: StorePrice } | null {
  let best: { cents: number; store: string; price: StorePrice } | null = null;
  for (const price of favorite.storePrices) {
    const cents = price.price === null ? null : parseDecimalToCents(price.price);
    if (cents === null || (best && best.cents <= cents)) continue;
    best = { cents, store: stores.find((s) => s.id === price.storeId)?.name ?? "a nearby store", price };
  }
  return best;
}

function FavoriteRow({ favorite, stores, onPremiumError }: { favorite: Favorite } & Props) {
  const update = useUpdateFavorite();
  const remove = useRemoveFavorite();
  const [notes, setNotes] = useState(favorite.notes);
  const id = useId();
  const best = bestPrice(favorite, stores);
  const { name, brand, unit } = favorite.item;
  const failed = (description: string) => (error: unknown) => {
    if (!onPremiumError(error)) toast({ title: "Error", description, variant: "destructive" });
  };
  const saveNotes = () => {
    if (notes.trim() === favorite.notes) return;
    update.mutate({ id: favorite.id, notes }, { onError: failed("Failed to update favorites") });
  };

  return (
    <li className="grid gap-2 py-3" aria-label={`${name}, ${brand}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{name}</p>
          <p className="text-xs text-slate-500">
            {brand} · {unit}
          </p>
          <p className="mt-1 text-sm">
            {best ? (
              <>
                Best price: <span className="font-semibold">{formatUsd(best.cents)}</span>
                <PriceSourceMark storePrice={best.price} /> at {best.store}
              </>
            ) : (
              <span className="text-slate-600">No price at your stores</span>
            )}
          </p>
        </div>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(favorite.id, {
              onSuccess: () => toast({ title: "Removed from favorites" }),
              onError: failed("Failed to remove from favorites"),
            })
          }
          aria-label={`Remove ${name} from favorites`}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        <label className="grid gap-1 text-xs text-slate-600" htmlFor={`${id}-frequency`}>
          How often
          <select
            id={`${id}-frequency`}
            value={favorite.frequency}
            onChange={(event) =>
              update.mutate(
                { id: favorite.id, frequency: event.target.value as FavoriteFrequency },
                { onError: failed("Failed to update favorites") },
              )
            }
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
          >
            {FAVORITE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs text-slate-600" htmlFor={`${id}-notes`}>
          Notes
          <input
            id={`${id}-notes`}
            value={notes}
            maxLength={MAX_FAVORITE_NOTES}
            onChange={(event) => setNotes(event.target.value)}
            onBlur={saveNotes}
            onKeyDown={(event) => event.key === "Enter" && saveNotes()}
            placeholder="e.g. the large bottle"
            className="h-9 min-w-0 rounded-md border border-slate-300 px-2 text-sm text-slate-900"
          />
        </label>
      </div>
    </li>
  );
}

/** Spec §2 home item 5: the Premium shopper's favorites with their best price, frequency and notes. */
export function FavoritesPanel({ stores, onPremiumError }: Props) {
  const favorites = useFavorites(true);
  const addAll = useAddFavoritesToCart();
  const list = favorites.data ?? [];

  const action =
    list.length > 0 ? (
      <Button
        size="sm"
        disabled={addAll.isPending}
        onClick={() =>
          addAll.mutate(undefined, {
            onSuccess: ({ added }) =>
              toast({
                title: "Added to cart",
                description: `${added} ${added === 1 ? "favorite" : "favorites"} added to your cart`,
              }),
            onError: (error) => {
              if (!onPremiumError(error))
                toast({ title: "Error", description: "Failed to add favorites to cart", variant: "destructive" });
            },
          })
        }
      >
        <ShoppingCart className="size-4" aria-hidden />
        {addAll.isPending ? "Adding…" : "Add all to cart"}
      </Button>
    ) : undefined;

  return (
    <Card aria-labelledby="favorites-title">
      <CardHeader
        id="favorites-title"
        title={
          <span className="flex items-center gap-2">
            <Heart className="size-5 text-rose-600" aria-hidden />
            Favorites
          </span>
        }
        description="Items you buy often, priced at your stores."
        action={action}
      />
      <CardBody>
        {favorites.isLoading ? (
          <Spinner label="Loading your favorites" />
        ) : favorites.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't load your favorites. Please refresh the page.
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">
            No favorites yet. Press the heart on a search result or a cart item to save it here.
          </p>
        ) : (
          <ul aria-label="Favorite items" className="divide-y divide-slate-100">
            {list.map((favorite) => (
              <FavoriteRow key={favorite.id} favorite={favorite} stores={stores} onPremiumError={onPremiumError} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
