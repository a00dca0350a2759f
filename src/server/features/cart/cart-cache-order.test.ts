import { describe, expect, it } from "vitest";
import { createCartCache, type CartStamp } from "./cart-cache";

const stamp = (cartVersion: number, catalogVersion: number, userId = "u1"): CartStamp => ({
  userId,
  cartVersion,
  catalogVersion,
});

/** A computation the test finishes when it wants, counting how often the cache asked for one. */
function deferred(body: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(body)));
  return { compute: () => done, finish };
}

describe("the priced-cart cache keeps the newest cart", () => {
  it("reuses a body while the stamp is unchanged and recomputes when either version moves", async () => {
    const cache = createCartCache();
    let computed = 0;
    const compute = (body: string) => async () => (computed++, body);
    expect(await cache.body(stamp(1, 1), compute("a"))).toBe("a");
    expect(await cache.body(stamp(1, 1), compute("x"))).toBe("a");
    expect(await cache.body(stamp(2, 1), compute("b"))).toBe("b");
    expect(await cache.body(stamp(2, 2), compute("c"))).toBe("c");
    expect(await cache.body(stamp(2, 2), compute("x"))).toBe("c");
    expect(computed).toBe(3);
    // Another shopper never gets this one's cart.
    expect(await cache.body(stamp(2, 2, "u2"), compute("other"))).toBe("other");
  });

  it("never lets a slow request for an older cart replace a newer one stored meanwhile", async () => {
    for (const [older, newer] of [
      [stamp(1, 5), stamp(2, 5)],
      [stamp(3, 1), stamp(3, 2)],
      [stamp(1, 1), stamp(2, 2)],
    ] as const) {
      const cache = createCartCache();
      const slow = deferred("old");
      const pending = cache.body(older, slow.compute);
      expect(await cache.body(newer, async () => "new")).toBe("new");
      slow.finish();
      expect(await pending).toBe("old");
      expect(await cache.body(newer, async () => "recomputed")).toBe("new");
    }
  });

  it("stores a newer cart over an older one, and a cart whose versions moved apart (a rolled-back catalog)", async () => {
    const cache = createCartCache();
    await cache.body(stamp(1, 1), async () => "old");
    expect(await cache.body(stamp(2, 1), async () => "new")).toBe("new");
    expect(await cache.body(stamp(2, 1), async () => "again")).toBe("new");
    // Neither stamp is newer in both versions: the latest request's body is kept.
    expect(await cache.body(stamp(3, 0), async () => "moved")).toBe("moved");
    expect(await cache.body(stamp(3, 0), async () => "again")).toBe("moved");
  });

  it("gives each stamp its own ETag, and never another shopper's", () => {
    const cache = createCartCache();
    const tags = [stamp(1, 1), stamp(2, 1), stamp(1, 2), stamp(1, 1, "u2")].map((s) => cache.etag(s));
    expect(new Set(tags).size).toBe(4);
    expect(cache.etag(stamp(1, 1))).toBe(tags[0]);
    expect(tags[0]).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(createCartCache().etag(stamp(1, 1))).not.toBe(tags[0]);
  });
});
