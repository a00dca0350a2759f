/**
 * Shoppers for the cart benchmarks, made through the app's own API as a browser would: each signs in,
 * puts 20 distinct items in the cart (a different stretch of the catalog per shopper) and selects 5
 * nearby stores of different chains.
 */
export type Shopper = { cookie: string; entryIds: number[]; itemIds: number[]; cartBytes: number; pricesShown: number };

export const CART_ITEMS = 20;
export const STORES = 5;
const PITTSBURGH = { lat: 40.4406, lng: -79.9959 };

async function call<T>(base: string, method: string, url: string, cookie: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { json: (await res.json()) as T, res };
}

async function prepareShopper(base: string, index: number, items: readonly { id: number }[], storeIds: readonly number[]) {
  const login = await call<unknown>(base, "POST", "/api/login/local", "", {
    email: `bench-shopper-${index}@pennycart.example`,
    firstName: "Bench",
  });
  const sid = login.res.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("sign-in set no sid cookie");
  const cookie = sid.split(";")[0]!;
  // Spread over the alphabetical list (so over categories), shifted per shopper so carts differ.
  const step = Math.floor(items.length / CART_ITEMS);
  for (let i = 0; i < CART_ITEMS; i++)
    await call(base, "POST", "/api/cart", cookie, {
      itemId: items[(i * step + index) % items.length]!.id,
      quantity: 1 + (i % 3),
    });
  await call(base, "PUT", "/api/preferences", cookie, {
    location: { ...PITTSBURGH, address: "Pittsburgh, PA" },
    radiusMiles: 10,
    selectedStoreIds: storeIds,
  });
  const res = await fetch(`${base}/api/cart`, { headers: { cookie } });
  const text = await res.text();
  const cart = JSON.parse(text) as { id: number; itemId: number; storePrices: { available: boolean }[] }[];
  if (cart.length !== CART_ITEMS || cart.some((e) => e.storePrices.length !== STORES))
    throw new Error(`unexpected cart: ${text.slice(0, 300)}`);
  const pricesShown = cart.flatMap((e) => e.storePrices).filter((p) => p.available).length;
  return {
    cookie,
    entryIds: cart.map((e) => e.id),
    itemIds: cart.map((e) => e.itemId),
    cartBytes: Buffer.byteLength(text),
    pricesShown,
  };
}

/** `count` shoppers, made a few at a time. */
export async function prepareShoppers(base: string, count: number): Promise<Shopper[]> {
  const anyone = await call<unknown>(base, "POST", "/api/login/local", "", { email: "bench-browser@pennycart.example" });
  const cookie = anyone.res.headers.getSetCookie()[0]!.split(";")[0]!;
  const { json: items } = await call<{ id: number }[]>(base, "GET", "/api/grocery-items", cookie);
  const near = `/api/stores?lat=${PITTSBURGH.lat}&lng=${PITTSBURGH.lng}&maxDistance=10`;
  const { json: stores } = await call<{ id: number; chainId: number }[]>(base, "GET", near, cookie);
  // One store per chain (a real comparison), nearest first; filled up with the next nearest.
  const firstOfChain = stores.filter((s, i) => stores.findIndex((t) => t.chainId === s.chainId) === i);
  const storeIds = [...firstOfChain, ...stores.filter((s) => !firstOfChain.includes(s))].slice(0, STORES).map((s) => s.id);
  if (storeIds.length < STORES) throw new Error(`only ${storeIds.length} stores within 10 miles`);
  const shoppers: Shopper[] = [];
  const batch = 5;
  for (let start = 0; start < count; start += batch) {
    const indexes = Array.from({ length: Math.min(batch, count - start) }, (_, i) => start + i);
    shoppers.push(...(await Promise.all(indexes.map((i) => prepareShopper(base, i, items, storeIds)))));
  }
  return shoppers;
}
