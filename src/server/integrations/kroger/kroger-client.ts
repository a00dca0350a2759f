import { z } from "zod";

/**
 * Kroger's public API (developer.kroger.com): an OAuth2 client-credentials token with the
 * `product.compact` scope, cached until shortly before it expires; `/v1/locations` near a point to
 * find a store's location id; `/v1/products` with `filter.locationId` for that store's prices.
 * Every API call (not the token) is paid for from a call budget just before it is sent, once a token is
 * in hand, so a day never goes over Kroger's limits (10,000 product calls, 1,600 location calls) and a
 * failed token request costs nothing; when the budget says no, nothing is sent.
 */

export type KrogerSettings = { clientId: string; clientSecret: string };
export type KrogerEndpoint = "products" | "locations";

/** Pays for one call; false when today's budget for that endpoint is spent. */
export type CallBudget = { spend(endpoint: KrogerEndpoint): Promise<boolean> };

export const KROGER_BASE_URL = "https://api.kroger.com";
/** filter.productId takes at most this many ids a call. */
export const PRODUCTS_PER_CALL = 50;
/** A token is renewed this long before Kroger says it expires, so no call is sent with a dying one. */
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 15_000;

export class KrogerApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "KrogerApiError";
  }
}

export class KrogerBudgetSpent extends Error {
  constructor(readonly endpoint: KrogerEndpoint) {
    super(`today's Kroger ${endpoint} call budget is spent`);
    this.name = "KrogerBudgetSpent";
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

const locationSchema = z.object({
  locationId: z.string(),
  chain: z.string().optional(),
  name: z.string().optional(),
  address: z.object({ addressLine1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  geolocation: z.object({ latitude: z.number(), longitude: z.number() }),
});
const locationsSchema = z.object({ data: z.array(locationSchema) });
export type KrogerLocation = z.infer<typeof locationSchema>;

const productsSchema = z.object({
  data: z.array(
    z.object({
      productId: z.string(),
      items: z.array(z.object({ price: z.object({ regular: z.number(), promo: z.number().optional() }).optional() })).optional(),
    }),
  ),
});

/** A store's shelf price of one product: the regular price, and the promotion when there is one. */
export type KrogerPrice = { productId: string; regularCents: number; promoCents: number | null };

export type KrogerClient = ReturnType<typeof createKrogerClient>;

export function createKrogerClient(
  settings: KrogerSettings,
  options: { budget: CallBudget; baseUrl?: string; now?: () => number },
) {
  const baseUrl = options.baseUrl ?? KROGER_BASE_URL;
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString("base64");
    const response = await send(`${baseUrl}/v1/connect/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", scope: "product.compact" }).toString(),
    });
    if (!response.ok) throw new KrogerApiError(`token request answered ${response.status}`, response.status);
    const parsed = tokenSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new KrogerApiError("token response was not understood");
    cached = { token: parsed.data.access_token, renewAt: now() + parsed.data.expires_in * 1000 - TOKEN_MARGIN_MS };
    return cached.token;
  }

  /** The cached token, or one new token however many calls ask at once. */
  function token(): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    pending ??= requestToken().finally(() => (pending = undefined));
    return pending;
  }

  async function get(endpoint: KrogerEndpoint, params: Record<string, string>): Promise<unknown> {
    const url = `${baseUrl}/v1/${endpoint}?${new URLSearchParams(params).toString()}`;
    // A token Kroger no longer accepts (revoked, clock skew) is renewed once; that retry is paid for too.
    for (let attempt = 1; ; attempt++) {
      // The token first: the budget pays for endpoint calls actually sent, so a token request that fails
      // (rejected keys, outage) spends nothing, and the hourly retries cannot eat the day's budget.
      const bearer = await token();
      if (!(await options.budget.spend(endpoint))) throw new KrogerBudgetSpent(endpoint);
      const response = await send(url, { headers: { authorization: `Bearer ${bearer}`, accept: "application/json" } });
      if (response.status === 401 && attempt === 1) {
        cached = undefined;
        continue;
      }
      if (!response.ok) throw new KrogerApiError(`${endpoint} answered ${response.status}`, response.status);
      return response.json().catch(() => {
        throw new KrogerApiError(`${endpoint} answered something that is not JSON`);
      });
    }
  }

  return {
    /** Kroger-family stores within `radiusMiles` of a point, nearest first. */
    async findLocations(point: { lat: number; lng: number }, radiusMiles: number): Promise<KrogerLocation[]> {
      const body = await get("locations", {
        "filter.latLong.near": `${point.lat},${point.lng}`,
        "filter.radiusInMiles": String(radiusMiles),
        "filter.limit": "10",
      });
      const parsed = locationsSchema.safeParse(body);
      if (!parsed.success) throw new KrogerApiError("locations response was not understood");
      return parsed.data.data;
    },

    /** Prices at one store of up to 50 products (Kroger product ids); products it does not price are left out. */
    async productPrices(locationId: string, productIds: readonly string[]): Promise<KrogerPrice[]> {
      if (productIds.length === 0) return [];
      if (productIds.length > PRODUCTS_PER_CALL) throw new RangeError(`at most ${PRODUCTS_PER_CALL} products a call`);
      const body = await get("products", {
        "filter.productId": productIds.join(","),
        "filter.locationId": locationId,
        "filter.limit": String(PRODUCTS_PER_CALL),
      });
      const parsed = productsSchema.safeParse(body);
      if (!parsed.success) throw new KrogerApiError("products response was not understood");
      const prices: KrogerPrice[] = [];
      for (const product of parsed.data.data) {
        const price = product.items?.find((item) => item.price && item.price.regular > 0)?.price;
        if (!price) continue;
        const promo =
          price.promo !== undefined && price.promo > 0 && price.promo < price.regular ? Math.round(price.promo * 100) : null;
        prices.push({ productId: product.productId, regularCents: Math.round(price.regular * 100), promoCents: promo });
      }
      return prices;
    },
  };
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new KrogerApiError(`could not reach Kroger: ${(error as Error).message}`);
  }
}
