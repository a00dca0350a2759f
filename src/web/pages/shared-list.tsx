import { lazy, Suspense, useEffect } from "react";
import { Link } from "wouter";
import { sharedListPageMessage } from "../../domain/sharing/share-text";
import { Spinner } from "../components/ui/spinner";
import { useUser } from "../features/auth/api/get-user";
import { useAddToCart } from "../features/cart/api/add-to-cart";
import { useCopySharedList } from "../features/sharing/api/copy-shared-list";
import { useSharedList } from "../features/sharing/api/get-shared-list";
import { GO_HOME_CLASS, GO_HOME_TEXT, ListNotFound } from "../features/sharing/components/list-not-found";
import { SharedListView, sharedListSignInHref } from "../features/sharing/components/shared-list-view";
import { errorMessage } from "../lib/api-client";
import { toast } from "../lib/toast";

// Signed-in only (text sharing and its Premium prompt, with their dialog and form validation): a visitor who
// opens a shared link does not download them.
const ShareViaSmsButton = lazy(() => import("./components/share-via-sms-button").then((m) => ({ default: m.ShareViaSmsButton })));
const UpgradePromptHost = lazy(() =>
  import("../features/subscription/components/upgrade-prompt-dialog").then((m) => ({ default: m.UpgradePromptHost })),
);

/** Spec §2 Shared list screen: public; signed-in users can copy the list or single items into their cart. */
export default function SharedListPage({ listId }: { listId: string }) {
  const list = useSharedList(listId);
  const { user, isLoading: userLoading } = useUser();
  const copy = useCopySharedList();
  const add = useAddToCart();
  const title = list.data?.title;

  // The tab names the list (the server renders the same title for link previews).
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · PennyCart`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (list.isLoading || userLoading) return <Spinner className="min-h-[50vh]" label="Loading the shared list" />;
  if (list.isError || !list.data)
    return (
      <ListNotFound
        homeLink={
          <Link href="/" className={GO_HOME_CLASS}>
            {GO_HOME_TEXT}
          </Link>
        }
      />
    );

  const actions = user
    ? {
        isCopying: copy.isPending,
        extra: (
          <Suspense fallback={null}>
            <ShareViaSmsButton
              defaultMessage={sharedListPageMessage(list.data.title, window.location.href)}
              hasPremiumAccess={user.hasPremiumAccess}
              premiumRequiredToast
            />
          </Suspense>
        ),
        onCopyAll: () =>
          copy.mutate(listId, {
            onSuccess: ({ added, skipped }) =>
              toast({
                title: "List Copied!",
                description:
                  `${added} ${added === 1 ? "item was" : "items were"} added to your cart.` +
                  (skipped > 0 ? ` ${skipped} ${skipped === 1 ? "item is" : "items are"} no longer available.` : ""),
              }),
            onError: (error) =>
              toast({
                title: "Copy Failed",
                description: errorMessage(error, "Could not copy the list."),
                variant: "destructive",
              }),
          }),
        addingItemId: add.isPending ? (add.variables?.itemId ?? null) : null,
        onAddItem: (itemId: number, quantity: number) =>
          add.mutate(
            { itemId, quantity },
            {
              onSuccess: () => toast({ title: "Item Added", description: "Item successfully added to your cart" }),
              onError: (error) =>
                toast({
                  title: "Add Failed",
                  description: errorMessage(error, "Could not add the item."),
                  variant: "destructive",
                }),
            },
          ),
      }
    : null;

  return (
    <>
      <SharedListView list={list.data} actions={actions} signInHref={sharedListSignInHref(listId)} />
      {user && (
        <Suspense fallback={null}>
          <UpgradePromptHost />
        </Suspense>
      )}
    </>
  );
}
