import { Check, Copy, Download, ExternalLink, MessageSquare } from "lucide-react";
import { useMemo, useState } from "react";
import type { CartEntry, Store } from "../../../../domain/contracts/catalog";
import { previewExportLines } from "../../../../domain/export/export-preview";
import { storeOrderUrl } from "../../../../domain/export/order-links";
import { storeHomeUrl } from "../../../../domain/export/store-links";
import {
  CSV_FILE_NAME,
  formatListLines,
  shoppingListCsv,
  shoppingListText,
  TEXT_FILE_NAME,
  type ExportItem,
} from "../../../../domain/export/shopping-list";
import { cartSmsMessage } from "../../../../domain/export/sms-message";
import { Button, buttonClass } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { toast } from "../../../lib/toast";
import { useCopyIndicator } from "../hooks/use-copy-indicator";
import { SmsDialog } from "./sms-dialog";

type Format = "text" | "CSV";

export const exportItemsOf = (entries: readonly CartEntry[]): ExportItem[] =>
  entries.map((entry) => ({
    name: entry.item.name,
    brand: entry.item.brand,
    quantity: entry.quantity,
    unit: entry.item.unit,
    category: entry.item.category,
  }));

/** Saves `content` as a file through a temporary link (the browser's own download). */
function saveFile(fileName: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * 'Export Your Shopping Cart' (spec §2): a preview of 3 lines then 'and N more items'; copy or
 * download as text or CSV; text the list; open each selected store's site searching for the items.
 */
export function ExportCartDialog({
  open,
  onOpenChange,
  entries,
  stores,
  onSmsError,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly CartEntry[];
  /** The shopper's selected stores. */
  stores: readonly Store[];
  onSmsError?: (error: unknown) => boolean;
}) {
  const items = useMemo(() => exportItemsOf(entries), [entries]);
  const preview = previewExportLines(formatListLines(items));
  const names = items.map((item) => item.name);
  const { copied, copy } = useCopyIndicator<Format>();
  const [smsOpen, setSmsOpen] = useState(false);

  const contentOf = (format: Format) => (format === "text" ? shoppingListText(items) : shoppingListCsv(items));
  const copyAs = async (format: Format) => {
    if (await copy(format, contentOf(format))) toast({ title: "Copied!", description: `Shopping list copied as ${format}` });
    else toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
  };
  const downloadAs = (format: Format) => {
    const file = format === "text" ? TEXT_FILE_NAME : CSV_FILE_NAME;
    saveFile(file, contentOf(format), format === "text" ? "text/plain;charset=utf-8" : "text/csv;charset=utf-8");
    toast({ title: "Downloaded!", description: `Shopping list saved as ${file}` });
  };

  return (
    <>
      <Dialog
        open={open && !smsOpen}
        onOpenChange={onOpenChange}
        title="Export Your Shopping Cart"
        description="Take your list with you or open it at your stores."
      >
        {/* minmax(0, 1fr): a long store or item name wraps or truncates inside the 360 px dialog instead of widening it. */}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
          <section aria-labelledby="export-preview-title" className="grid gap-2">
            <h3 id="export-preview-title" className="text-sm font-semibold text-slate-800">
              Preview
            </h3>
            <div className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
              <ul aria-label="Export preview" className="grid gap-1">
                {preview.lines.map((line, index) => (
                  <li key={index} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
              {preview.moreText && <p className="mt-1 text-slate-600 italic">{preview.moreText}</p>}
            </div>
          </section>

          {(["text", "CSV"] as const).map((format) => (
            <section key={format} aria-label={format === "text" ? "Text file" : "CSV file"} className="grid gap-2">
              <h3 className="text-sm font-semibold text-slate-800">
                {format === "text" ? `Text (${TEXT_FILE_NAME})` : `Spreadsheet (${CSV_FILE_NAME})`}
              </h3>
              <div className="grid grid-cols-1 gap-2 min-[25rem]:grid-cols-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void copyAs(format)}
                  aria-label={copied === format ? `Copied as ${format}` : `Copy as ${format}`}
                >
                  {copied === format ? (
                    <Check className="size-4 text-green-700" aria-hidden />
                  ) : (
                    <Copy className="size-4" aria-hidden />
                  )}
                  {copied === format ? "Copied" : "Copy"}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => downloadAs(format)}
                  aria-label={`Download ${format === "text" ? TEXT_FILE_NAME : CSV_FILE_NAME}`}
                >
                  <Download className="size-4" aria-hidden />
                  Download
                </Button>
              </div>
            </section>
          ))}

          <section aria-labelledby="export-sms-title" className="grid gap-2">
            <h3 id="export-sms-title" className="text-sm font-semibold text-slate-800">
              Text message
            </h3>
            <Button variant="outline" size="sm" onClick={() => setSmsOpen(true)}>
              <MessageSquare className="size-4" aria-hidden />
              Send via SMS
            </Button>
          </section>

          <section aria-labelledby="export-stores-title" className="grid gap-2">
            <h3 id="export-stores-title" className="text-sm font-semibold text-slate-800">
              Open at store
            </h3>
            {stores.length === 0 ? (
              <p className="text-sm text-slate-600">Select stores above to open your list at their websites.</p>
            ) : (
              <ul className="grid grid-cols-[minmax(0,1fr)] gap-2">
                {stores.map((store) => {
                  const url = storeOrderUrl(store, names);
                  const withCart = url !== null && url !== storeHomeUrl(store);
                  return (
                    <li key={store.id}>
                      {url ? (
                        <a
                          href={url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={buttonClass("outline", "sm", "w-full justify-between")}
                          onClick={() => toast({ title: withCart ? "Opening store with cart" : "Opening store website" })}
                        >
                          <span className="min-w-0 flex-1 truncate text-left" title={store.name}>
                            {store.name}
                          </span>
                          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600">
                            {withCart ? "Search items" : "Website"}
                            <ExternalLink className="size-3.5" aria-hidden />
                          </span>
                        </a>
                      ) : (
                        <p className="text-sm text-slate-600">{store.name}: no website</p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        </div>
      </Dialog>
      <SmsDialog
        open={open && smsOpen}
        onOpenChange={setSmsOpen}
        defaultMessage={cartSmsMessage(items)}
        description="Text your shopping list to a phone."
        onSendError={onSmsError}
      />
    </>
  );
}
