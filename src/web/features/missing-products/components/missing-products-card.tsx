import { Barcode, Receipt } from "lucide-react";
import type { MissingProduct } from "../../../../domain/contracts/missing-products";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";

const shoppers = (n: number) => (n === 1 ? "1 shopper" : `${n} shoppers`);
const nameOf = (product: MissingProduct) => (product.gtin ? `Barcode ${product.gtin}` : `“${product.text ?? ""}”`);

/** The newest photo kept of a product (issue 32), opened full size in a new tab. */
function ProductPhoto({ id, label }: { id: number; label: string }) {
  const src = `/api/admin/missing-products/${id}/photo`;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className="flex w-fit items-center gap-2 text-sm text-emerald-800 underline">
      <img src={src} alt="" loading="lazy" className="h-16 w-16 rounded border border-slate-200 object-cover" />
      See the photo <span className="sr-only">of {label}</span>
    </a>
  );
}

/**
 * The missing-products queue (issue 32, decision 070): unknown barcodes and receipt lines shoppers marked "not in
 * catalog", each product once with how many shoppers sent it, where, and its photo while kept (90 days).
 */
export function MissingProductsCard({
  products,
  isLoading,
  isError,
}: {
  products: MissingProduct[] | undefined;
  isLoading: boolean;
  isError: boolean;
}) {
  return (
    <Card aria-labelledby="missing-products-title">
      <CardHeader
        id="missing-products-title"
        title="Missing products"
        description="Barcodes shoppers scanned and receipt lines they marked “not in catalog”, the most asked-for first. Photos are kept 90 days."
      />
      <CardBody>
        {isLoading ? (
          <Spinner label="Loading missing products" />
        ) : isError ? (
          <p role="alert" className="text-red-700">
            Failed to load missing products. Please refresh the page.
          </p>
        ) : (products ?? []).length === 0 ? (
          <p className="py-6 text-center text-slate-600">No shopper has sent a missing product yet.</p>
        ) : (
          <ul aria-label="Missing products" className="divide-y divide-slate-100">
            {products!.map((product) => {
              const label = nameOf(product);
              const Icon = product.source === "barcode" ? Barcode : Receipt;
              return (
                <li key={`${product.source}:${product.gtin ?? product.text}`} className="grid gap-2 py-3">
                  <div className="flex min-w-0 items-start gap-2">
                    <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                    <div className="min-w-0">
                      <p className="break-words font-medium text-slate-900">{label}</p>
                      <p className="text-sm text-slate-600">
                        {product.source === "barcode" ? "Scanned" : "On a receipt"} by {shoppers(product.shoppers)}, last on{" "}
                        {product.lastSentOn}
                        {product.chains.length > 0 ? ` at ${product.chains.join(", ")}` : ""}
                      </p>
                    </div>
                  </div>
                  {product.photoId !== null && <ProductPhoto id={product.photoId} label={label} />}
                </li>
              );
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
