import { createHash, randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * What a priced cart depends on, as read with the session (one statement, no extra query):
 * users.cart_version moves with the shopper's cart entries and preferences, catalog_state.version
 * with items, chains, stores and prices. Triggers in the database raise both (migration 0005), so
 * the stamp is right whichever process or instance made the change.
 */
export type CartStamp = { userId: string; cartVersion: number; catalogVersion: number };

/** About 2,000 carts of 20 items at 5 stores (16 KB of JSON each). */
const MAX_BYTES = 32 * 2 ** 20;

type Entry = { cartVersion: number; catalogVersion: number; body: string };

const sameStamp = (entry: Entry, stamp: CartStamp) =>
  entry.cartVersion === stamp.cartVersion && entry.catalogVersion === stamp.catalogVersion;
const newerThan = (entry: Entry, stamp: CartStamp) =>
  entry.cartVersion >= stamp.cartVersion && entry.catalogVersion >= stamp.catalogVersion && !sameStamp(entry, stamp);

/**
 * Priced carts as response JSON, one per shopper, reused while their stamp is unchanged, plus the
 * ETag of a stamp. Entries are never wrong, only unused: a write changes the stamp the next request
 * reads. The ETag includes an id of this process, so a browser's copy from another instance or an
 * older build of the server is never taken for current.
 */
export function createCartCache(maxBytes = MAX_BYTES) {
  const processId = randomUUID();
  const carts = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (entry) => entry.body.length + 100 });

  return {
    etag(stamp: CartStamp): string {
      const digest = createHash("sha256")
        .update(`${processId}:${stamp.userId}:${stamp.cartVersion}:${stamp.catalogVersion}`)
        .digest("base64url");
      return `"${digest.slice(0, 27)}"`;
    },

    /** The cached JSON for this stamp, or compute() stored under it. */
    async body(stamp: CartStamp, compute: () => Promise<string>): Promise<string> {
      const cached = carts.get(stamp.userId);
      if (cached && sameStamp(cached, stamp)) return cached.body;
      const body = await compute();
      // A slower request for an older stamp must not replace what a newer one stored meanwhile.
      const current = carts.get(stamp.userId);
      if (!current || !newerThan(current, stamp)) carts.set(stamp.userId, { cartVersion: stamp.cartVersion, catalogVersion: stamp.catalogVersion, body });
      return body;
    },
  };
}

export type CartCache = ReturnType<typeof createCartCache>;
