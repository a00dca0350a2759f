import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small fake of Kroger's public API on 127.0.0.1, shaped like the real one: POST
 * /v1/connect/oauth2/token (client credentials with Basic auth, scope product.compact, tokens for
 * 1800 s), GET /v1/locations (filter.latLong.near, filter.radiusInMiles) and GET /v1/products
 * (filter.productId, comma-separated, with filter.locationId) answering `{ data: [...] }` with
 * prices in dollars. `down = true` answers 503 to every API call; `revokeTokens()` makes the
 * tokens handed out so far answer 401, as after a key rotation.
 */
export type FakeKrogerLocation = {
  locationId: string;
  chain: string;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipCode: string };
  geolocation: { latitude: number; longitude: number };
};

/** A Kroger location as /v1/locations lists it. */
export function krogerLocation(
  locationId: string,
  addressLine1: string,
  city: string,
  zipCode: string,
  latitude: number,
  longitude: number,
): FakeKrogerLocation {
  return {
    locationId,
    chain: "KROGER",
    name: `Kroger - ${city}`,
    address: { addressLine1, city, state: "OH", zipCode },
    geolocation: { latitude, longitude },
  };
}

export type FakeKroger = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  locations: FakeKrogerLocation[];
  /** locationId -> productId -> price in dollars. */
  prices: Map<string, Map<string, { regular: number; promo?: number }>>;
  down: boolean;
  tokensIssued: number;
  calls: { path: string; query: URLSearchParams; token: string }[];
  revokeTokens(): void;
  close(): Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.statusCode = status;
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify(body));
};

export async function startFakeKroger(): Promise<FakeKroger> {
  const valid = new Set<string>();
  const fake: FakeKroger = {
    baseUrl: "",
    clientId: "pennycart-test-client",
    clientSecret: "pennycart-test-secret",
    locations: [],
    prices: new Map(),
    down: false,
    tokensIssued: 0,
    calls: [],
    revokeTokens: () => valid.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const token = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const expected = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString("base64")}`;
    const form = new URLSearchParams(body);
    if (req.headers.authorization !== expected) return json(res, 401, { error: "invalid_client" });
    if (form.get("grant_type") !== "client_credentials" || form.get("scope") !== "product.compact")
      return json(res, 400, { error: "invalid_request" });
    fake.tokensIssued++;
    const accessToken = `token-${fake.tokensIssued}`;
    valid.add(accessToken);
    json(res, 200, { access_token: accessToken, token_type: "bearer", expires_in: 1800 });
  };

  const nearby = (query: URLSearchParams) => {
    const [lat, lng] = (query.get("filter.latLong.near") ?? "").split(",").map(Number);
    const radius = Number(query.get("filter.radiusInMiles") ?? "10");
    // Flat-earth miles are plenty for a test of a few stores.
    const miles = (l: FakeKrogerLocation) =>
      Math.hypot((l.geolocation.latitude - lat!) * 69, (l.geolocation.longitude - lng!) * 69 * Math.cos((lat! * Math.PI) / 180));
    return fake.locations.filter((l) => miles(l) <= radius).sort((a, b) => miles(a) - miles(b));
  };

  const products = (query: URLSearchParams) => {
    const atStore = fake.prices.get(query.get("filter.locationId") ?? "") ?? new Map();
    const ids = (query.get("filter.productId") ?? "").split(",").filter(Boolean);
    return ids
      .filter((id) => atStore.has(id))
      .map((id) => ({
        productId: id,
        upc: id,
        description: `Product ${id}`,
        items: [{ itemId: id, price: { regular: atStore.get(id)!.regular, promo: atStore.get(id)!.promo ?? 0 }, size: "1 each" }],
      }));
  };

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      if (req.method === "POST" && url.pathname === "/v1/connect/oauth2/token") return token(req, res, body);
      if (req.method !== "GET" || !["/v1/locations", "/v1/products"].includes(url.pathname))
        return json(res, 404, { errors: { reason: "not found" } });
      const bearer = (req.headers.authorization ?? "").replace(/^Bearer /, "");
      fake.calls.push({ path: url.pathname, query: url.searchParams, token: bearer });
      if (fake.down) return json(res, 503, { errors: { reason: "Service Unavailable" } });
      if (!valid.has(bearer)) return json(res, 401, { errors: { reason: "invalid token" } });
      const data = url.pathname === "/v1/locations" ? nearby(url.searchParams) : products(url.searchParams);
      json(res, 200, { data, meta: { pagination: { start: 0, limit: data.length, total: data.length } } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
