// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { describe, expect, it } from "vitest";
import type { CartEntry } from "../../../../domain/contracts/catalog";
import { forgetListOwner, keepCartCopy, loadListOwner, loadSnapshot, saveSnapshot } from "./offline-store";

// Decision 032 with issue 28 item 3: the home page keeps its shopper's offline copy, but only of a cart that is
// theirs now. A stale page (its shopper signed out in another tab) or a cart fetched with another shopper's session
// must never become the copy the next person on the device sees offline.

const cart = (name: string) => [{ id: 1, itemId: 7, quantity: 1, item: { name } }] as unknown as CartEntry[];
const sessionOf = (who: string | null) => async () => who;
const names = { "3": "Aldi" };

describe("keepCartCopy", () => {
  it("keeps the cart as the shopper's copy when the session is theirs, dated when it was fetched", async () => {
    const fetchedAt = new Date("2026-11-27T10:00:00Z");
    expect(await keepCartCopy("ana", cart("Milk"), names, fetchedAt, sessionOf("ana"))).toBe(true);
    expect(await loadListOwner()).toBe("ana");
    expect(await loadSnapshot("ana")).toEqual({ entries: cart("Milk"), syncedAt: fetchedAt.toISOString(), storeNames: names });
  });

  it("keeps nothing once the shopper signed out elsewhere, or when the session is another shopper's", async () => {
    await forgetListOwner("bo");
    for (const session of [null, "someone-else", "offline", "failed"] as const) {
      expect(await keepCartCopy("bo", cart("Eggs"), names, new Date(), sessionOf(session))).toBe(false);
    }
    expect(await loadSnapshot("bo")).toBeUndefined();
    expect(await loadListOwner()).not.toBe("bo");
  });

  it("never replaces a newer copy (the List page synced since the page fetched its cart)", async () => {
    await saveSnapshot("cy", { entries: cart("Bread"), syncedAt: "2026-11-27T10:05:00.000Z", storeNames: {} });
    expect(await keepCartCopy("cy", cart("Stale"), names, new Date("2026-11-27T10:00:00Z"), sessionOf("cy"))).toBe(false);
    expect((await loadSnapshot("cy"))!.entries).toEqual(cart("Bread"));
  });
});
