import { ScanBarcode } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import type { BarcodeScan } from "../../../../domain/contracts/receipts";
import { Button } from "../../../components/ui/button";
import { checkShelfPrice, ShelfPriceInput } from "../../../components/ui/shelf-price-input";
import { errorMessage } from "../../../lib/api-client";
import { useReportShelfPrice, useScanBarcode, type ShelfPriceResult } from "../api/scan-barcode";
import { PhotoInput } from "./photo-input";
import type { StoreOption } from "./receipt-review";

const NOT_SENT = "We couldn't send your price. Check your connection and try again.";

/** The photo input: a phone opens its camera; the server reads the barcode (POST /api/barcodes). */
function BarcodePhoto({ onScanned }: { onScanned: (scan: BarcodeScan) => void }) {
  const scan = useScanBarcode();
  return (
    <PhotoInput
      icon={<ScanBarcode className="size-6 shrink-0" aria-hidden />}
      label="Take or choose a photo of the barcode"
      pendingLabel="Reading the barcode..."
      hint="The barcode on the pack or on the shelf tag, the whole of it in the photo."
      pending={scan.isPending}
      error={
        scan.isError ? errorMessage(scan.error, "The photo could not be sent. Please check your connection and try again.") : null
      }
      onFile={(file) => scan.mutate(file, { onSuccess: onScanned })}
      className="min-h-20 bg-white py-4"
    />
  );
}

/** The found item's shelf price at a store: two fields and one button. */
function ShelfPriceForm({
  scan,
  stores,
  onDone,
}: {
  scan: BarcodeScan & { item: NonNullable<BarcodeScan["item"]> };
  stores: StoreOption[];
  onDone: (result: ShelfPriceResult) => void;
}) {
  const report = useReportShelfPrice();
  const [storeId, setStoreId] = useState<number | "">(stores[0]?.id ?? "");
  const [price, setPrice] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkShelfPrice(price);
    if (storeId === "") return setProblem("Choose the store you are in.");
    if ("problem" in checked) return setProblem(checked.problem);
    setProblem(null);
    report.mutate(
      { itemId: scan.item.id, storeId, price: checked.price, scanToken: scan.scanToken ?? "" },
      { onSuccess: onDone, onError: (error) => setProblem(errorMessage(error, NOT_SENT)) },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <p role="status" className="font-medium break-words">
        {scan.item.brand} {scan.item.name} {scan.item.unit}
      </p>
      <label className="grid gap-1 text-sm font-medium">
        Store
        <select
          value={storeId}
          onChange={(e) => setStoreId(e.target.value === "" ? "" : Number(e.target.value))}
          className="h-11 min-w-0 rounded-md border border-slate-300 bg-white px-2 font-normal"
        >
          {stores.length === 0 && <option value="">No stores near you</option>}
          {stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.label}
            </option>
          ))}
        </select>
      </label>
      <ShelfPriceInput value={price} onChange={setPrice} problemId={problem ? problemId : undefined} className="h-11" />
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={report.isPending} className="min-h-11">
        {report.isPending ? "Sending..." : "Send shelf price"}
      </Button>
    </form>
  );
}

/**
 * Scan a shelf tag (issue 32 item 3): a photo of a barcode finds its item, then the shelf price at a store is one
 * field and one button; the price is "seen on a shelf tag". An unknown product is kept for the catalog team.
 */
export function ShelfTagScan({ stores }: { stores: StoreOption[] }) {
  const [scan, setScan] = useState<BarcodeScan | null>(null);
  const [result, setResult] = useState<ShelfPriceResult | null>(null);
  const again = () => {
    setScan(null);
    setResult(null);
  };
  return (
    <section aria-labelledby="shelf-tag-title" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="shelf-tag-title" className="text-lg font-semibold">
        Scan a shelf tag
      </h2>
      {result ? (
        <>
          <p role="status" className={result.status === "held" ? "text-sm text-amber-900" : "text-sm text-brand-800"}>
            {result.message}
          </p>
          <Button variant="outline" onClick={again} className="min-h-11 justify-self-start">
            Scan another
          </Button>
        </>
      ) : scan?.item ? (
        <>
          <ShelfPriceForm scan={{ ...scan, item: scan.item }} stores={stores} onDone={setResult} />
          <Button variant="outline" onClick={again} className="min-h-11 justify-self-start">
            Scan another
          </Button>
        </>
      ) : (
        <>
          {scan && (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {scan.message}
            </p>
          )}
          <BarcodePhoto onScanned={setScan} />
        </>
      )}
    </section>
  );
}
