import { ShoppingListView } from "../features/shopping-mode/components/shopping-list-view";
import { useShoppingList } from "../features/shopping-mode/hooks/use-shopping-list";

/** /shop: the cart as a shopping list for the store aisle, offline too (issue 16). */
export default function ShopPage() {
  return <ShoppingListView list={useShoppingList()} />;
}
