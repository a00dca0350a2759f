import { Camera } from "lucide-react";
import { errorMessage } from "../../../lib/api-client";
import { useUploadReceipt } from "../api/upload-receipt";
import { PhotoInput } from "./photo-input";

/**
 * Take or pick a photo of a receipt; once it is sent, `onSent` gets the receipt's id (the page then shows
 * its reading and review). A refused photo says why, in the server's words.
 */
export function ReceiptUpload({ onSent }: { onSent: (id: string) => void }) {
  const upload = useUploadReceipt();
  return (
    <PhotoInput
      icon={<Camera className="size-8" aria-hidden />}
      label="Take or choose a photo of your receipt"
      pendingLabel="Sending your photo..."
      hint="Lay the receipt flat in good light so the whole of it is in the photo. JPEG, PNG or WebP, up to 10 MB."
      pending={upload.isPending}
      error={
        upload.isError
          ? errorMessage(upload.error, "The photo could not be sent. Please check your connection and try again.")
          : null
      }
      onFile={(file) => upload.mutate(file, { onSuccess: ({ id }) => onSent(id) })}
      className="min-h-28 flex-col bg-brand-50 py-6"
    />
  );
}
