import { useEffect, useMemo, useState } from "react";
import { Card, CardBody, CardHeader } from "../components/ui/card";
import { Spinner } from "../components/ui/spinner";
import { errorMessage } from "../lib/api-client";
import { useGeocodeAddress } from "../features/location/api/geocode-address";
import { useStores } from "../features/stores/api/get-stores";
import { ChainDirectory } from "../features/store-directory/components/chain-directory";
import { NearbyStoreList } from "../features/store-directory/components/nearby-store-list";
import { StoreAreaForm } from "../features/store-directory/components/store-area-form";
import { chainsFromStores, nearestFirst } from "../features/store-directory/lib/chains-from-stores";

const LOCATION_NOT_FOUND = "Unable to find that location. Please try a different address.";
const PITTSBURGH = { lat: 40.4406, lng: -79.9959, label: "Pittsburgh, PA" };
const DEFAULT_MILES = 10;

function LoadError({ error }: { error: Error }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">Error Loading Stores</p>
      <p>Unable to fetch store data: {errorMessage(error, error.message)}</p>
    </div>
  );
}

/** Public store directory: the chains we compare and the stores near a place, nearest first. */
export default function StoresPage() {
  const [place, setPlace] = useState(PITTSBURGH);
  const [maxDistance, setMaxDistance] = useState(DEFAULT_MILES);
  const [message, setMessage] = useState<string | null>(null);
  const geocode = useGeocodeAddress();
  const allStores = useStores(undefined);
  const nearby = useStores({ lat: place.lat, lng: place.lng, maxDistance });

  const chains = useMemo(() => chainsFromStores(allStores.data ?? []), [allStores.data]);
  const stores = useMemo(() => nearestFirst(nearby.data ?? []), [nearby.data]);

  useEffect(() => {
    const previous = document.title;
    document.title = "Grocery stores near you · PennyCart";
    return () => {
      document.title = previous;
    };
  }, []);

  const search = (query: string) => {
    setMessage(null);
    geocode.mutate(query, {
      onSuccess: (found) => setPlace({ lat: found.lat, lng: found.lng, label: found.address }),
      onError: (error) =>
        setMessage(error.message.startsWith("404:") ? LOCATION_NOT_FOUND : errorMessage(error, LOCATION_NOT_FOUND)),
    });
  };

  return (
    <div className="mx-auto grid grid-cols-[minmax(0,1fr)] max-w-5xl gap-6 px-3 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Stores</h1>
        <p className="mt-2 max-w-2xl text-slate-700">The grocery chains PennyCart compares, and their stores near you.</p>
      </div>

      <Card aria-labelledby="nearby-title">
        <CardHeader id="nearby-title" title="Stores near you" />
        <CardBody className="grid gap-4">
          <StoreAreaForm
            placeLabel={place.label}
            maxDistance={maxDistance}
            isSearching={geocode.isPending}
            message={message}
            onSearch={search}
            onDistanceChange={setMaxDistance}
          />
          {nearby.error ? (
            <LoadError error={nearby.error} />
          ) : nearby.isLoading ? (
            <Spinner label="Loading stores" />
          ) : stores.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
              No stores within {maxDistance} miles of {place.label}. Try a larger distance or another place.
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-700" aria-live="polite">
                {stores.length} {stores.length === 1 ? "store" : "stores"} within {maxDistance} miles
              </p>
              <NearbyStoreList stores={stores} />
            </>
          )}
        </CardBody>
      </Card>

      <Card aria-labelledby="chains-title">
        <CardHeader
          id="chains-title"
          title="Chains"
          description="Budget chains are marked; the letters and colour are how each chain appears in the app."
        />
        <CardBody>
          {allStores.error ? (
            <LoadError error={allStores.error} />
          ) : allStores.isLoading ? (
            <Spinner label="Loading chains" />
          ) : (
            <ChainDirectory chains={chains} />
          )}
        </CardBody>
      </Card>
    </div>
  );
}
