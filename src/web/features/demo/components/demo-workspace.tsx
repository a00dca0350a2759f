import { useMemo, useState } from "react";
import { storesToCompare } from "../../../../domain/comparison/stores-to-compare";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { toastCartCleared } from "../../../lib/toast";
import { DEMO_DEFAULT_LOCATION, useDemoArea } from "../hooks/use-demo-area";
import { useDemoCart } from "../hooks/use-demo-cart";
import { useDemoComparison } from "../hooks/use-demo-comparison";
import { useDemoLocation, type DemoGeocoder } from "../hooks/use-demo-location";
import { DEMO_PRICES, SAMPLE_STORES_BY_ID } from "../lib/demo-catalog";
import { DemoCart } from "./demo-cart";
import { DemoComparison } from "./demo-comparison";
import { DemoItemSearch } from "./demo-item-search";
import { DemoLocationPanel } from "./demo-location-panel";
import { DemoRadiusSlider } from "./demo-radius-slider";
import { DemoStorePicker } from "./demo-store-picker";
import { SmartSuggestions } from "./smart-suggestions";

const storeName = (storeId: string) => SAMPLE_STORES_BY_ID.get(storeId)?.name ?? storeId;

/**
 * The interactive demo, top to bottom: location, distance and stores; search and cart; the
 * comparison; suggestions. All state is in memory; only place lookups go through `geocoder`.
 */
export function DemoWorkspace({ geocoder }: { geocoder: DemoGeocoder }) {
  const area = useDemoArea();
  const cart = useDemoCart();
  // As on the home page: a clear can be undone from its toast (issue 28).
  const clearWithUndo = () => {
    const cleared = cart.lines;
    cart.clear();
    toastCartCleared(cleared.length, () => cart.restore(cleared));
  };
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const locator = useDemoLocation(geocoder, area.setLocation);
  const compared = useMemo(() => storesToCompare(area.selectedIds, area.inRange), [area.selectedIds, area.inRange]);
  const comparedIds = useMemo(() => compared.map((store) => store.id), [compared]);
  const { comparison, split, swaps } = useDemoComparison(comparedIds, cart.lines);
  const isDefaultLocation = area.location.lat === DEMO_DEFAULT_LOCATION.lat && area.location.lng === DEMO_DEFAULT_LOCATION.lng;

  return (
    <>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card aria-labelledby="demo-area-title">
          <CardHeader
            id="demo-area-title"
            title="Location and stores"
            description="Stores within your distance; 3 are selected to start, up to 5."
          />
          <CardBody className="grid gap-6">
            <DemoLocationPanel
              location={area.location}
              isDefault={isDefaultLocation}
              status={locator.status}
              message={locator.message}
              onLocate={locator.locate}
              onSearch={locator.search}
              onReset={() => {
                locator.clearMessage();
                area.setLocation(DEMO_DEFAULT_LOCATION);
              }}
            />
            <DemoRadiusSlider
              radiusMiles={area.radiusMiles}
              onChange={(radius) => {
                setLimitMessage(null);
                area.setRadius(radius);
              }}
            />
            <DemoStorePicker
              stores={area.inRange}
              radiusMiles={area.radiusMiles}
              selectedIds={area.selectedIds}
              limitMessage={limitMessage}
              onToggle={(storeId) => setLimitMessage(area.toggle(storeId))}
            />
          </CardBody>
        </Card>

        <div className="grid gap-6">
          <Card aria-labelledby="demo-search-title">
            <CardHeader id="demo-search-title" title="Add Items to Your Cart" />
            <CardBody>
              <DemoItemSearch storeIds={comparedIds} prices={DEMO_PRICES} onAdd={cart.add} />
            </CardBody>
          </Card>
          <Card aria-labelledby="demo-cart-title">
            <CardHeader id="demo-cart-title" title="Your cart" />
            <CardBody>
              <DemoCart lines={cart.lines} onIncrement={cart.increment} onDecrement={cart.decrement} onClear={clearWithUndo} />
            </CardBody>
          </Card>
        </div>
      </div>

      <Card aria-labelledby="demo-compare-title">
        <CardHeader id="demo-compare-title" title="Price comparison" description="Totals include 8% sales tax." />
        <CardBody>
          <DemoComparison stores={compared} lines={cart.lines} comparison={comparison} />
        </CardBody>
      </Card>

      <Card aria-labelledby="demo-tips-title">
        <CardHeader id="demo-tips-title" title="Smart shopping suggestions" />
        <CardBody>
          <SmartSuggestions storeName={storeName} comparison={comparison} split={split} swaps={swaps} />
        </CardBody>
      </Card>
    </>
  );
}
