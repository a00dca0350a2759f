import { useUser } from "../features/auth/api/get-user";
import { ShoppingListView } from "../features/shopping-mode/components/shopping-list-view";
import { useShoppingList, type ListSession } from "../features/shopping-mode/hooks/use-shopping-list";

/** /shop: the cart as a shopping list for the store aisle, offline too (issue 16), the signed-in shopper's own (decision 032). */
export default function ShopPage() {
  const { user, isLoading, isOffline } = useUser();
  const session: ListSession = user ? { userId: user.id } : isOffline ? "offline" : isLoading ? "loading" : "signed-out";
  return <ShoppingListView list={useShoppingList(session)} />;
}
