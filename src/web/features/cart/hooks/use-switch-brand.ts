import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { toast } from "../../../lib/toast";
import { addToCart, cartAddKey, showAdded } from "../api/add-to-cart";
import { entryChangeScope, oweRead, settleCartChange } from "../api/change-cart-entry";
import { removeFromCart } from "../api/remove-from-cart";

type BrandSwitch = { entry: CartEntry; itemId: number };

/** Spec §4: remove the old entry, then add the same quantity of the other brand, whose priced answer takes its place. */
export function useSwitchBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartAddKey,
    scope: entryChangeScope,
    mutationFn: async ({ entry, itemId }: BrandSwitch) => {
      await removeFromCart(entry.id);
      return addToCart({ itemId, quantity: entry.quantity });
    },
    onSuccess: (answer, { entry }) => showAdded(queryClient, answer, entry.id),
    onError: () => {
      toast({ title: "Error", description: "Failed to switch brand. Please try again.", variant: "destructive" });
      oweRead(queryClient);
    },
    onSettled: () => settleCartChange(queryClient),
  });
}
