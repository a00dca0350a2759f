import { format } from "date-fns";
import { Check, Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { sharedListPath, sharedListRetentionNote } from "../../../../domain/sharing/share-text";
import { Button } from "../../../components/ui/button";
import { Card, CardBody, CardHeader } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { toast } from "../../../lib/toast";
import { useDeleteSharedList } from "../api/delete-shared-list";
import { useMySharedLists } from "../api/get-my-shared-lists";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";

/** The account screen's 'My shared lists': each link, copy it, or delete it (the link stops working). */
export function MySharedListsCard() {
  const lists = useMySharedLists();
  const remove = useDeleteSharedList();
  const clipboard = useCopyToClipboard();
  const [lastCopiedId, setLastCopiedId] = useState<string | null>(null);
  const copiedId = clipboard.copied ? lastCopiedId : null;

  return (
    <Card aria-labelledby="my-shared-lists-title">
      <CardHeader
        id="my-shared-lists-title"
        title="My shared lists"
        description={`Lists you shared by link. Delete one to turn its link off. ${sharedListRetentionNote()}`}
      />
      <CardBody>
        {lists.isLoading ? (
          <Spinner label="Loading your shared lists" />
        ) : lists.isError ? (
          <p role="alert" className="text-sm text-red-700">
            We couldn't load your shared lists. Please refresh the page.
          </p>
        ) : (lists.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">
            You haven't shared any lists yet. Use Share in your cart to create a link and QR code.
          </p>
        ) : (
          <ul aria-label="Shared lists" className="divide-y divide-slate-100">
            {lists.data!.map((list) => (
              <li key={list.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <Link href={sharedListPath(list.id)} className="font-medium break-words text-brand-800 underline">
                    {list.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {list.itemCount} {list.itemCount === 1 ? "item" : "items"} · {format(new Date(list.createdAt), "MMM d, yyyy")}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={copiedId === list.id ? `Link to ${list.title} copied` : `Copy link to ${list.title}`}
                    onClick={() => {
                      setLastCopiedId(list.id);
                      void clipboard.copy(list.shareUrl);
                    }}
                  >
                    {copiedId === list.id ? (
                      <Check className="size-4 text-brand-700" aria-hidden />
                    ) : (
                      <Copy className="size-4" aria-hidden />
                    )}
                    Copy link
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${list.title}`}
                    disabled={remove.isPending && remove.variables === list.id}
                    onClick={() =>
                      remove.mutate(list.id, {
                        onSuccess: () => toast({ title: "List deleted", description: "Its link no longer works." }),
                        onError: (error) =>
                          toast({
                            title: "Error",
                            description: errorMessage(error, "Failed to delete the list"),
                            variant: "destructive",
                          }),
                      })
                    }
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
