import { useEffect } from "react";
import type { User } from "../../domain/contracts/auth";
import { DEFAULT_RADIUS_MILES } from "../../domain/contracts/catalog";
import { Button } from "../components/ui/button";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { WelcomeBanner } from "../features/account/components/welcome-banner";
import { CartPanel } from "../features/cart/components/cart-panel";
import { useCart } from "../features/cart/api/get-cart";
import { useAddItemToCart } from "../features/cart/hooks/use-add-item-to-cart";
import { useGroceryItems } from "../features/catalog/api/get-grocery-items";
import { ItemSearchPanel } from "../features/catalog/components/item-search-panel";
import { PotentialSavingsBanner } from "../features/comparison/components/potential-savings-banner";
import { PriceComparisonPanel } from "../features/comparison/components/price-comparison-panel";
import { SmartSplitCard } from "../features/comparison/components/smart-split-card";
import { useCartComparison } from "../features/comparison/hooks/use-cart-comparison";
import { LocationPanel } from "../features/location/components/location-panel";
import { useShoppingPreferences } from "../features/location/hooks/use-shopping-preferences";
import { shareResultMessage } from "../../domain/sharing/share-text";
import { ShareViaSmsButton } from "./components/share-via-sms-button";
import { ShareListButton } from "../features/sharing/components/share-list-button";
import { PricingStatusBanner } from "../features/pricing-status/components/pricing-status-banner";
import { DistanceFilter } from "../features/stores/components/distance-filter";
import { StorePicker } from "../features/stores/components/store-picker";
import { useStoreChoices } from "../features/stores/hooks/use-store-choices";
import { HelpUsImproveBanner } from "../features/subscription/components/help-us-improve-banner";
import { PremiumPanelTeasers } from "../features/subscription/components/premium-panel-teasers";
import { UpgradePromptHost } from "../features/subscription/components/upgrade-prompt-dialog";
import { openUpgradePrompt, openUpgradePromptIfPremiumError } from "../features/subscription/lib/upgrade-prompt";
import { ExportCartButton } from "../features/messaging/components/export-cart-button";
import { FavoriteHeart } from "../features/favorites/components/favorite-heart";
import { FavoritesPanel } from "../features/favorites/components/favorites-panel";
import { CreateRecurringOrderButton } from "../features/recurring-orders/components/create-recurring-order-dialog";
import { RecurringOrdersPanel } from "../features/recurring-orders/components/recurring-orders-panel";
import { OfflineNotice } from "../features/shopping-mode/components/offline-notice";
import { keepCartCopy } from "../features/shopping-mode/lib/offline-store";
import { sessionUser } from "../features/shopping-mode/lib/sync-shopping-list";
import { ContributePricesCard } from "../features/receipts/components/contribute-prices-card";

const NO_IDS: number[] = [];
const NO_ENTRIES: never[] = [];

/** The signed-in comparison page, top to bottom in the order of spec §2. */
export default function HomePage({ user }: { user: User }) {
  const prefs = useShoppingPreferences();
  const location = prefs.preferences?.location ?? null;
  const radiusMiles = prefs.preferences?.radiusMiles ?? DEFAULT_RADIUS_MILES;
  const selectedIds = prefs.preferences?.selectedStoreIds ?? NO_IDS;

  const choices = useStoreChoices(location, radiusMiles, selectedIds);
  const cart = useCart();
  const catalog = useGroceryItems();
  const { addItem, addingItemId } = useAddItemToCart();
  const selectedStores = selectedIds.flatMap((id) => choices.stores.find((store) => store.id === id) ?? []);
  const comparison = useCartComparison(cart.data ?? NO_ENTRIES, choices.comparable, selectedIds);

  // The cart shown here is the device's offline copy too (decision 032, issue 28): the list works in the store even
  // when the List page was never opened.
  const storeNames = JSON.stringify(Object.fromEntries(choices.stores.map((store) => [String(store.id), store.name])));
  useEffect(() => {
    // Only a cart the server just answered (a refused refetch keeps the old data): checked to be this shopper's first.
    if (cart.status !== "success" || cart.isFetching) return;
    const names = JSON.parse(storeNames) as Record<string, string>;
    void keepCartCopy(user.id, cart.data, names, new Date(cart.dataUpdatedAt), sessionUser).catch(() => undefined);
  }, [cart.status, cart.data, cart.dataUpdatedAt, cart.isFetching, storeNames, user.id]);

  const premium = user.hasPremiumAccess;
  const favoritesError = (error: unknown) => openUpgradePromptIfPremiumError(error, "Favorites");
  const recurringError = (error: unknown) => openUpgradePromptIfPremiumError(error, "Recurring Orders");
  const heart = (item: { id: number; name: string; brand: string }) => (
    <FavoriteHeart
      item={item}
      hasPremiumAccess={premium}
      onUpgrade={() => openUpgradePrompt("Favorites")}
      onPremiumError={favoritesError}
    />
  );
  const createRecurringOrder = (
    <CreateRecurringOrderButton
      entries={cart.data ?? NO_ENTRIES}
      hasPremiumAccess={premium}
      onUpgrade={() => openUpgradePrompt("Recurring Orders")}
      onPremiumError={recurringError}
    />
  );

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-3 px-3 py-3 sm:gap-6 sm:py-6 sm:px-6">
      <OfflineNotice />
      <WelcomeBanner user={user} />
      <PricingStatusBanner />
      <HelpUsImproveBanner user={user} />
      <ItemSearchPanel onAdd={(item) => addItem(item.id)} addingItemId={addingItemId} itemAction={heart} />
      {premium ? (
        <>
          <FavoritesPanel stores={choices.comparable} onPremiumError={favoritesError} />
          <RecurringOrdersPanel stores={choices.comparable} onPremiumError={recurringError} createAction={createRecurringOrder} />
        </>
      ) : (
        <PremiumPanelTeasers user={user} />
      )}

      <Card aria-labelledby="stores-title">
        <CardHeader id="stores-title" title="Your Stores" description="Where you shop and which stores to compare (up to 5)." />
        {prefs.error && (
          <div role="alert" className="flex flex-wrap items-center gap-3 px-5 pt-4 text-sm text-red-700">
            <p>We couldn't load your saved location and stores, so changes here are not saved yet.</p>
            <Button variant="outline" onClick={() => void prefs.retry()}>
              Try again
            </Button>
          </div>
        )}
        <CardBody className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 content-start gap-6">
            <LocationPanel
              location={location}
              isLoaded={prefs.preferences !== null}
              onChange={(found) => prefs.update({ location: found })}
            />
            <DistanceFilter radiusMiles={radiusMiles} onChange={(radius) => prefs.update({ radiusMiles: radius })} />
          </div>
          <StorePicker
            stores={choices.stores}
            outsideRadius={choices.outsideRadius}
            isFallback={choices.isFallback}
            coverage={choices.coverage}
            isLoading={choices.isLoading || prefs.isLoading}
            error={choices.error}
            hasLocation={location !== null}
            radiusMiles={radiusMiles}
            selectedIds={selectedIds}
            onChange={(ids) => prefs.update({ selectedStoreIds: ids })}
          />
        </CardBody>
      </Card>

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-3 sm:gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-1">
          <CartPanel
            catalog={catalog.data ?? []}
            shareAction={
              <ShareListButton
                extraActions={(shareUrl) => (
                  <ShareViaSmsButton defaultMessage={shareResultMessage(shareUrl)} hasPremiumAccess={user.hasPremiumAccess} />
                )}
              />
            }
            exportAction={
              <ExportCartButton
                entries={cart.data ?? NO_ENTRIES}
                stores={selectedStores}
                hasPremiumAccess={user.hasPremiumAccess}
                onLocked={() => openUpgradePrompt("Cart Export")}
                onSmsError={(error) => openUpgradePromptIfPremiumError(error, "text message sharing")}
              />
            }
            recurringAction={createRecurringOrder}
            entryAction={(entry) => heart({ id: entry.itemId, name: entry.item.name, brand: entry.item.brand })}
          />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <PriceComparisonPanel model={comparison} isLoading={cart.isLoading} isUpdating={prefs.isSyncing || cart.isFetching} />
        </div>
      </div>
      <SmartSplitCard model={comparison} />
      <PotentialSavingsBanner model={comparison} />
      <ContributePricesCard />
      <UpgradePromptHost />
    </div>
  );
}
