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
 * A quantity change of the next shopper's (round robin), the shopper kept in the request's context: a different line
 * each time, its quantity between 1 and 4, so every PATCH changes a row.
 */
function quantityChange(shoppers: readonly Shopper[]): Request {
  const nextShopper = rotation(shoppers);
  const changes = new Map<Shopper, number>();
  return {
    method: "PATCH",
    setupRequest: (request, context) => {
      const shopper = nextShopper();
      context.shopper = shopper;
      const n = (changes.get(shopper) ?? 0) + 1;
      changes.set(shopper, n);
      const entryId = shopper.entryIds[n % CART_ITEMS]!;
      return {
        ...request,
        path: `/api/cart/${entryId}`,
        headers: { ...request.headers, cookie: shopper.cookie, "content-type": "application/json" },
        body: JSON.stringify({ quantity: 1 + (n % 4) }),
      };
    },
  };
}

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
    requests: async (build) => {
      const change = quantityChange(build.shoppers!);
      return [
        change,
        {
          method: "GET",
          path: "/api/cart",
          setupRequest: (request, context) => withCookie(request, (context.shopper as Shopper).cookie),
        },
      ];
    },
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
