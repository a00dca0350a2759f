import { sharedListPreviewDescription } from "../../../domain/sharing/share-text";
import type { Db } from "../../db/client";
import type { AppPage } from "../../plugins/page-head";
import { findSharedList, shareUrlOf } from "./sharing.service";

/**
 * /shared/:id with a link preview of the list (title, item count and first items, its address), so
 * a link pasted into a chat shows the list; an unknown or deleted list answers 404 with the generic
 * preview (the app then shows 'List Not Found'). A visitor without a session gets the list itself as HTML (decision 038).
 */
export function sharedListPage(db: Db, publicUrl: string): AppPage {
  return {
    path: "/shared/:id",
    async meta(params) {
      const list = await findSharedList(db, params.id ?? "");
      if (!list) return { status: 404, visitorView: { page: "shared-list", list: null } };
      return {
        status: 200,
        visitorView: { page: "shared-list", list },
        meta: {
          title: list.title,
          description: sharedListPreviewDescription(list.items.map((item) => item.item.name)),
          url: shareUrlOf(publicUrl, list.id),
          noindex: true,
        },
      };
    },
  };
}
