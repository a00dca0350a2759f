import { Camera } from "lucide-react";
import { useId } from "react";
import { errorMessage } from "../../../lib/api-client";
import { useUploadReceipt } from "../api/upload-receipt";

/**
 * Take or pick a photo of a receipt; once it is sent, `onSent` gets the receipt's id (the page then shows
 * its reading and review). A refused photo says why, in the server's words.
 */
export function ReceiptUpload({ onSent }: { onSent: (id: string) => void }) {
  const upload = useUploadReceipt();
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-3">
      <label
        htmlFor={inputId}
        className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-700 bg-brand-50 px-4 py-6 text-center font-semibold text-brand-800 focus-within:ring-2 focus-within:ring-brand-700"
      >
        <Camera className="size-8" aria-hidden />
        {upload.isPending ? "Sending your photo..." : "Take or choose a photo of your receipt"}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          capture="environment"
          className="sr-only"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) upload.mutate(file, { onSuccess: ({ id }) => onSent(id) });
          }}
        />
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        Lay the receipt flat in good light so the whole of it is in the photo. JPEG, PNG or WebP, up to 10 MB.
      </p>
      {upload.isError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(upload.error, "The photo could not be sent. Please check your connection and try again.")}
        </p>
      )}
    </div>
  );
}
