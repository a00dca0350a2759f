import { useState } from "react";
import { useLocation } from "wouter";
import type { ConfirmReceiptResponse } from "../../domain/contracts/receipts";
import { PageSpinner, Spinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { SignInRequired } from "../features/auth/components/sign-in-required";
import { useSearchGroceryItems } from "../features/catalog/api/search-grocery-items";
import { usePreferences } from "../features/location/api/get-preferences";
import { useReceipt } from "../features/receipts/api/get-receipt";
import { ReceiptReview, ReceiptSaved, type StoreOption } from "../features/receipts/components/receipt-review";
import { ReceiptUpload } from "../features/receipts/components/receipt-upload";
import { ShelfTagScan } from "../features/receipts/components/shelf-tag-scan";
import type { ItemSearch } from "../features/receipts/components/receipt-line-choice";
import { useStores } from "../features/stores/api/get-stores";
import { errorMessage } from "../lib/api-client";

const today = () => new Date().toLocaleDateString("en-CA");

/** The catalog search as the review screen's lines use it. */
const useItemSearch: ItemSearch = (query) => {
  const search = useSearchGroceryItems(query);
  return {
    items: (search.data ?? []).map((item) => ({
      id: item.id,
      label: `${item.name} · ${item.brand} · ${item.size} ${item.sizeUnit}`,
    })),
    isLoading: search.isLoading,
    isError: search.isError,
  };
};

/** Stores near the shopper's saved location (25 miles), else every store, for the store picker. */
function useStoreOptions(): StoreOption[] {
  const preferences = usePreferences();
  const location = preferences.data?.location;
  const stores = useStores(
    location ? { lat: location.lat, lng: location.lng, maxDistance: 25 } : undefined,
    preferences.isFetched,
  );
  return (stores.data ?? []).map((store) => ({ id: store.id, label: store.name }));
}

/** The shelf-tag scan with the stores near the shopper to pick from. */
function ShelfTagScanNearby() {
  return <ShelfTagScan stores={useStoreOptions()} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-4 px-3 py-6 sm:px-6">
      <h1 className="text-2xl font-bold">Add a receipt</h1>
      {children}
    </div>
  );
}

function ReceiptStatus({ id }: { id: string }) {
  const receipt = useReceipt(id);
  // Kept here: once saved, the receipt is read again (confirmed) and the review gives way to this answer.
  const [saved, setSaved] = useState<ConfirmReceiptResponse | null>(null);
  const stores = useStoreOptions();
  const [, navigate] = useLocation();
  if (receipt.isLoading) return <Spinner label="Loading your receipt" className="py-12" />;
  if (receipt.isError || !receipt.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
        {errorMessage(receipt.error, "Your receipt could not be loaded. Please try again.")}
      </p>
    );
  if (saved) return <ReceiptSaved result={saved} />;
  const data = receipt.data;
  if (data.status === "reading")
    return (
      <div className="grid gap-2 py-6">
        <p id="reading-label" className="font-medium">
          Reading your receipt...
        </p>
        <progress aria-labelledby="reading-label" max={100} value={data.progress} className="h-3 w-full accent-brand-700" />
        <p className="text-sm text-slate-600">This takes a few seconds.</p>
      </div>
    );
  if (data.status === "failed")
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {data.message}
        </p>
        <ReceiptUpload onSent={(next) => navigate(`/receipts/${next}`)} />
      </div>
    );
  if (data.confirmed)
    return (
      <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-brand-800">
        This receipt is saved. Thank you!{" "}
        <a href="/" className="font-medium underline">
          See your comparison
        </a>
      </p>
    );
  return <ReceiptReview receipt={data} stores={stores} useItemSearch={useItemSearch} today={today()} onSaved={setSaved} />;
}

/** /receipts (take or pick a photo) and /receipts/:id (its reading, then the review). */
export default function ReceiptsPage({ id }: { id?: string }) {
  const { user, isLoading } = useUser();
  const [, navigate] = useLocation();
  if (isLoading) return <PageSpinner />;
  if (!user) return <SignInRequired message="Please sign in to add a receipt." returnTo={id ? `/receipts/${id}` : "/receipts"} />;
  return (
    <Page>
      {id ? (
        <ReceiptStatus id={id} />
      ) : (
        <>
          <p className="text-slate-700">
            Every price on your receipt becomes a price seen at that store on that day: your comparison uses it at once, and other
            shoppers see it once more shoppers report the same price or we check it.
          </p>
          <ReceiptUpload onSent={(next) => navigate(`/receipts/${next}`)} />
          <ShelfTagScanNearby />
        </>
      )}
    </Page>
  );
}
