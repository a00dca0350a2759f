import { createHash, randomUUID } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import { LRUCache } from "lru-cache";

/**
 * What a priced cart depends on, as read with the session (one statement, no extra query):
 * users.cart_version moves with the shopper's cart entries and preferences, catalog_state.version
 * with items, chains, stores and prices. Triggers in the database raise both (migration 0005), so
 * the stamp is right whichever process or instance made the change.
 */
export type CartStamp = { userId: string; cartVersion: number; catalogVersion: number };

/** How a cart goes on the wire: compressed when the browser accepts it (every browser does). */
export type CartEncoding = "br" | "gzip" | "identity";

/** About 2,000 carts of 20 items at 5 stores (16-34 KB of JSON each, a tenth of that compressed). */
const MAX_BYTES = 32 * 2 ** 20;

/** Brotli at quality 4: a 30 KB cart in about 0.1 ms, within 10% of the best size. */
const compressors: Record<Exclude<CartEncoding, "identity">, (json: Buffer) => Buffer> = {
  br: (json) =>
    brotliCompressSync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
  gzip: (json) => gzipSync(json, { level: 6 }),
};

type Entry = { cartVersion: number; catalogVersion: number; json: Buffer; encoded: Partial<Record<CartEncoding, Buffer>> };

/** A cached cart: its JSON, and the same compressed for an encoding (compressed once per stamp and encoding). */
export type CachedCart = { json: Buffer; bytes(encoding: CartEncoding): Buffer };

const sameStamp = (entry: Entry, stamp: CartStamp) =>
  entry.cartVersion === stamp.cartVersion && entry.catalogVersion === stamp.catalogVersion;
const newerThan = (entry: Entry, stamp: CartStamp) =>
  entry.cartVersion >= stamp.cartVersion && entry.catalogVersion >= stamp.catalogVersion && !sameStamp(entry, stamp);
/** The JSON plus room for its compressed forms (a fifth of it at most), which are added on first use. */
const entrySize = (entry: Entry) => Math.ceil(entry.json.length * 1.2) + 100;

function cached(entry: Entry): CachedCart {
  return {
    json: entry.json,
    bytes(encoding) {
      if (encoding === "identity") return entry.json;
      return (entry.encoded[encoding] ??= compressors[encoding](entry.json));
    },
  };
}

/**
 * Priced carts as response JSON (and compressed), one per shopper, reused while their stamp is
 * unchanged, plus the ETag of a stamp and encoding. Entries are never wrong, only unused: a write
 * changes the stamp the next request reads. The ETag includes an id of this process, so a browser's
 * copy from another instance or an older build of the server is never taken for current.
 */
export function createCartCache(maxBytes = MAX_BYTES) {
  const processId = randomUUID();
  const carts = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  // Browsers send a handful of distinct Accept-Encoding headers; the answers are kept (bounded).
  const negotiator = new Negotiator<CartEncoding>({
    supportedValues: ["br", "gzip", "identity"],
    cache: new LRUCache<string, string>({ max: 100 }),
  });

  return {
    /** The encoding to answer an Accept-Encoding header with. */
    encoding(acceptEncoding: string | undefined): CartEncoding {
      return acceptEncoding ? (negotiator.negotiate(acceptEncoding) ?? "identity") : "identity";
    },

    /** A strong ETag: one per stamp and encoding (the bytes differ per encoding). */
    etag(stamp: CartStamp, encoding: CartEncoding = "identity"): string {
      const digest = createHash("sha256")
        .update(`${processId}:${stamp.userId}:${stamp.cartVersion}:${stamp.catalogVersion}`)
        .digest("base64url");
      return `"${digest.slice(0, 27)}${encoding === "identity" ? "" : `-${encoding}`}"`;
    },

    /** The cached cart for this stamp, or compute() stored under it. */
    async cart(stamp: CartStamp, compute: () => Promise<string>): Promise<CachedCart> {
      const hit = carts.get(stamp.userId);
      if (hit && sameStamp(hit, stamp)) return cached(hit);
      const entry: Entry = {
        cartVersion: stamp.cartVersion,
        catalogVersion: stamp.catalogVersion,
        json: Buffer.from(await compute()),
        encoded: {},
      };
      // A slower request for an older stamp must not replace what a newer one stored meanwhile.
      const current = carts.get(stamp.userId);
      if (!current || !newerThan(current, stamp)) carts.set(stamp.userId, entry);
      return cached(entry);
    },

    /** The cached JSON text for this stamp, or compute() stored under it. */
    async body(stamp: CartStamp, compute: () => Promise<string>): Promise<string> {
      return (await this.cart(stamp, compute)).json.toString();
    },
  };
}

export type CartCache = ReturnType<typeof createCartCache>;
