/**
 * The workloads of bench/cart-throughput.ts: what autocannon sends for each, given a started build (its base URL
 * and its shoppers, made by bench/lib/shoppers.ts).
 */
import type { Options, Request } from "autocannon";
import { CART_ITEMS, type Shopper } from "./shoppers";

/** What Chromium sends. */
export const ACCEPT_ENCODING = "gzip, deflate, br, zstd";

/** A started app as the workloads need it. */
export type Target = { base?: string; shoppers?: Shopper[] };

export type Workload = {
  key: string;
  name: string;
  expect: "2xx" | "3xx";
  perUnit: number;
  requests(build: Target): Promise<Options["requests"]>;
};

/** Hands shoppers out round robin; with at least as many shoppers as connections, no two run at once. */
function rotation(shoppers: readonly Shopper[]) {
  let next = 0;
  return () => shoppers[next++ % shoppers.length]!;
}

const withCookie = (request: Request, cookie: string): Request => ({
  ...request,
  headers: { ...request.headers, cookie },
});

/**
 * A JSON request of the next shopper's (round robin), the shopper kept in the request's context for a GET after it;
 * `make` gives its path and body from the shopper and how many of theirs were made before (a different line each time).
 */
function shopperRequest(
  shoppers: readonly Shopper[],
  method: string,
  make: (shopper: Shopper, n: number) => { path: string; body: unknown },
): Request {
  const nextShopper = rotation(shoppers);
  const made = new Map<Shopper, number>();
  return {
    method,
    setupRequest: (request, context) => {
      const shopper = nextShopper();
      context.shopper = shopper;
      const n = (made.get(shopper) ?? 0) + 1;
      made.set(shopper, n);
      const { path, body } = make(shopper, n);
      return {
        ...request,
        path,
        headers: { ...request.headers, cookie: shopper.cookie, "content-type": "application/json" },
        body: JSON.stringify(body),
      };
    },
  };
}

/** A quantity change: a different line each time, its quantity between 1 and 4, so every PATCH changes a row. */
const quantityChange = (shoppers: readonly Shopper[]) =>
  shopperRequest(shoppers, "PATCH", (shopper, n) => ({
    path: `/api/cart/${shopper.entryIds[n % CART_ITEMS]!}`,
    body: { quantity: 1 + (n % 4) },
  }));

/** An add of an item already in the cart (its quantity rises, up to the cap): the cart keeps its 20 lines. */
const itemAdd = (shoppers: readonly Shopper[]) =>
  shopperRequest(shoppers, "POST", (shopper, n) => ({
    path: "/api/cart",
    body: { itemId: shopper.itemIds[n % CART_ITEMS]!, quantity: 1 },
  }));

/** A GET /api/cart of the shopper of the request before it. */
const readAfter: Request = {
  method: "GET",
  path: "/api/cart",
  setupRequest: (request, context) => withCookie(request, (context.shopper as Shopper).cookie),
};

export const ALL_WORKLOADS: Workload[] = [
  {
    key: "healthz",
    name: "GET /healthz",
    expect: "2xx",
    perUnit: 1,
    requests: async () => [{ method: "GET", path: "/healthz" }],
  },
  {
    key: "cold",
    name: "PATCH + GET /api/cart (read after a change)",
    expect: "2xx",
    perUnit: 2,
    requests: async (build) => [quantityChange(build.shoppers!), readAfter],
  },
  {
    // The page's path since decision 087: the change answers its priced line and the page reads nothing more.
    key: "change",
    name: "PATCH /api/cart/:id answered with its priced line (the page's change)",
    expect: "2xx",
    perUnit: 1,
    requests: async (build) => [quantityChange(build.shoppers!)],
  },
  {
    // The page's add before decision 103: POST answered { id }, then the whole cart read.
    key: "add-read",
    name: "POST + GET /api/cart (an add, then the cart read)",
    expect: "2xx",
    perUnit: 2,
    requests: async (build) => [itemAdd(build.shoppers!), readAfter],
  },
  {
    // The page's add since decision 103 (a brand switch's second half too): the add answers its priced line.
    key: "add",
    name: "POST /api/cart answered with its priced line (the page's add)",
    expect: "2xx",
    perUnit: 1,
    requests: async (build) => [itemAdd(build.shoppers!)],
  },
  {
    key: "cart",
    name: "GET /api/cart (no change since the last read)",
    expect: "2xx",
    perUnit: 1,
    requests: async (build) => {
      const nextShopper = rotation(build.shoppers!);
      return [{ method: "GET", path: "/api/cart", setupRequest: (request) => withCookie(request, nextShopper().cookie) }];
    },
  },
  {
    key: "304",
    name: "GET /api/cart, If-None-Match (304)",
    expect: "3xx",
    perUnit: 1,
    requests: async (build) => {
      // Each shopper's current ETag, for the encoding the load asks for (the cold workload changes them).
      const tagged = await Promise.all(
        build.shoppers!.map(async (shopper) => {
          const res = await fetch(`${build.base}/api/cart`, {
            headers: { cookie: shopper.cookie, "accept-encoding": ACCEPT_ENCODING },
          });
          await res.arrayBuffer();
          return { cookie: shopper.cookie, etag: res.headers.get("etag") ?? "" };
        }),
      );
      let next = 0;
      return [
        {
          method: "GET",
          path: "/api/cart",
          setupRequest: (request) => {
            const { cookie, etag } = tagged[next++ % tagged.length]!;
            return { ...request, headers: { ...request.headers, cookie, "if-none-match": etag } };
          },
        },
      ];
    },
  },
];
