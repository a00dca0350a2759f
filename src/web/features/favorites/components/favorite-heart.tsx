import { Heart } from "lucide-react";
import { toast } from "../../../lib/toast";
import { useFavorites } from "../api/get-favorites";
import { useToggleFavorite } from "../api/toggle-favorite";

export type FavoriteHeartProps = {
  item: { id: number; name: string; brand: string };
  hasPremiumAccess: boolean;
  /** Opens the upgrade prompt named 'Favorites' (free users). */
  onUpgrade: () => void;
  /** Opens the upgrade prompt when the error is a non-premium error; true when it did. */
  onPremiumError: (error: unknown) => boolean;
  className?: string;
};

/** The heart on a search result or cart row: filled when the item is a favorite; free users get the upgrade prompt. */
export function FavoriteHeart({ item, hasPremiumAccess, onUpgrade, onPremiumError, className = "" }: FavoriteHeartProps) {
  const favorites = useFavorites(hasPremiumAccess);
  const toggle = useToggleFavorite();
  const isFavorite = favorites.data?.some((favorite) => favorite.itemId === item.id) ?? false;
  const busy = toggle.isPending;

  const onClick = () => {
    if (!hasPremiumAccess) return onUpgrade();
    if (busy) return;
    toggle.mutate(item.id, {
      onSuccess: ({ isFavorite: now }) =>
        toast(
          now
            ? { title: "Added to favorites", description: "Item saved to your favorites" }
            : { title: "Removed from favorites" },
        ),
      onError: (error) => {
        if (!onPremiumError(error)) toast({ title: "Error", description: "Failed to update favorites", variant: "destructive" });
      },
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={isFavorite}
      aria-busy={busy}
      aria-label={`Favorite ${item.name}, ${item.brand}`}
      title={isFavorite ? "Remove from favorites" : "Save to favorites"}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-rose-50 hover:text-rose-700 aria-busy:opacity-60 aria-pressed:text-rose-600 ${className}`}
    >
      <Heart className={`size-4 ${isFavorite ? "fill-current" : ""}`} aria-hidden />
    </button>
  );
}
