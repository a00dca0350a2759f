import { Check, Copy, Share2 } from "lucide-react";
import { useState, type FormEvent, type ReactNode } from "react";
import {
  DEFAULT_SHARED_LIST_TITLE,
  MAX_SHARED_LIST_DESCRIPTION,
  MAX_SHARED_LIST_TITLE,
} from "../../../../domain/contracts/sharing";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { sharedListRetentionNote } from "../../../../domain/sharing/share-text";
import { useCreateSharedList } from "../api/create-shared-list";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";
import { ShareQrCode } from "./share-qr-code";

const canShareNatively = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/**
 * Spec §2 Share List and §4: a form (title defaulting to 'My Grocery List', optional description),
 * then a result view with the link, its QR code, copy, native share and `extraActions` (SMS).
 * 'Share Another List' returns to a reset form; closing resets it too.
 */
export function ShareListDialog({
  open,
  onOpenChange,
  extraActions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  extraActions?: (shareUrl: string) => ReactNode;
}) {
  const [title, setTitle] = useState(DEFAULT_SHARED_LIST_TITLE);
  const [description, setDescription] = useState("");
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const create = useCreateSharedList();
  const clipboard = useCopyToClipboard();

  const reset = () => {
    setTitle(DEFAULT_SHARED_LIST_TITLE);
    setDescription("");
    setShareUrl(null);
    clipboard.reset();
    create.reset();
  };
  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || create.isPending) return;
    create.mutate(
      { title: title.trim(), ...(description.trim() ? { description: description.trim() } : {}) },
      {
        onSuccess: (created) => setShareUrl(created.shareUrl),
        onError: (error) =>
          toast({
            title: "Sharing Failed",
            description: errorMessage(error, "Could not share your list."),
            variant: "destructive",
          }),
      },
    );
  };

  const shareNatively = async (url: string) => {
    try {
      await navigator.share({ title: title.trim() || DEFAULT_SHARED_LIST_TITLE, text: "Check out my grocery list", url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast({ title: "Sharing Failed", description: "Your browser could not share the link.", variant: "destructive" });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Share List"
      description={shareUrl ? "Anyone with this link can view your list." : "Share your cart as a list others can view and copy."}
    >
      {shareUrl === null ? (
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <label className="grid gap-1 text-sm font-medium">
            Title
            <input
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              maxLength={MAX_SHARED_LIST_TITLE}
              required
              className="h-10 rounded-md border border-slate-300 px-3 font-normal"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Description (optional)
            <textarea
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={MAX_SHARED_LIST_DESCRIPTION}
              rows={3}
              className="rounded-md border border-slate-300 px-3 py-2 font-normal"
            />
          </label>
          <Button type="submit" disabled={!title.trim() || create.isPending}>
            <Share2 className="size-4" aria-hidden />
            {create.isPending ? "Creating..." : "Create Share Link"}
          </Button>
        </form>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-1">
            <label htmlFor="share-link" className="text-sm font-medium">
              Share link
            </label>
            <div className="flex gap-2">
              <input
                id="share-link"
                readOnly
                value={shareUrl}
                onFocus={(e) => e.target.select()}
                className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm"
              />
              <Button
                variant="outline"
                size="icon"
                onClick={() => void clipboard.copy(shareUrl)}
                aria-label={clipboard.copied ? "Link copied" : "Copy link"}
              >
                {clipboard.copied ? (
                  <Check className="size-4 text-brand-700" aria-hidden />
                ) : (
                  <Copy className="size-4" aria-hidden />
                )}
              </Button>
            </div>
            <p aria-live="polite" className="min-h-5 text-sm text-brand-800">
              {clipboard.copied ? "Link copied to clipboard" : ""}
            </p>
          </div>
          <ShareQrCode link={shareUrl} />
          <div className="flex flex-wrap justify-center gap-2">
            {canShareNatively() && (
              <Button variant="outline" onClick={() => void shareNatively(shareUrl)}>
                <Share2 className="size-4" aria-hidden />
                Share
              </Button>
            )}
            {extraActions?.(shareUrl)}
          </div>
          <p className="text-sm text-slate-600">{sharedListRetentionNote()}</p>
          <Button variant="secondary" onClick={reset}>
            Share Another List
          </Button>
        </div>
      )}
    </Dialog>
  );
}
