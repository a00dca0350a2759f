import { toast } from "../../../lib/toast";
import { useAddToCart } from "../api/add-to-cart";

/** Adds one of an item from search, with the spec's success and failure toasts. */
export function useAddItemToCart() {
  const add = useAddToCart();
  const addItem = (itemId: number) =>
    add.mutate(
      { itemId, quantity: 1 },
      {
        onSuccess: () => toast({ title: "Added to cart", description: "Item successfully added to your cart" }),
        onError: () => toast({ title: "Error", description: "Failed to add item to cart", variant: "destructive" }),
      },
    );
  return { addItem, addingItemId: add.isPending ? add.variables.itemId : null };
}
