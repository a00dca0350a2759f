import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { krogerLocation, startFakeKroger, type FakeKroger } from "../../../../tests/support/fake-kroger";
import { createKrogerClient, KrogerApiError, KrogerBudgetSpent, type CallBudget, type KrogerEndpoint } from "./kroger-client";

let kroger: FakeKroger;
beforeAll(async () => {
  kroger = await startFakeKroger();
  kroger.locations.push(
    krogerLocation("01400943", "1350 N High St", "Columbus", "43201", 39.9884, -83.0048),
    krogerLocation("01400376", "4060 Main St", "Hilliard", "43026", 40.0334, -83.1585),
  );
  kroger.prices.set(
    "01400943",
    new Map([
      ["0001111041700", { regular: 3.29 }],
      ["0001200000789", { regular: 2.49, promo: 1.99 }],
    ]),
  );
});
afterAll(() => kroger.close());
beforeEach(() => {
  kroger.down = false;
  kroger.calls.length = 0;
});

/** A budget of `left` calls per endpoint, counting what was spent. */
function budget(left: number) {
  const spent: KrogerEndpoint[] = [];
  const b: CallBudget & { spent: KrogerEndpoint[] } = {
    spent,
    spend: async (endpoint) => {
      if (spent.filter((e) => e === endpoint).length >= left) return false;
      spent.push(endpoint);
      return true;
    },
  };
  return b;
}

const client = (b: CallBudget, now = () => 0) =>
  createKrogerClient(
    { clientId: kroger.clientId, clientSecret: kroger.clientSecret },
    { baseUrl: kroger.baseUrl, budget: b, now },
  );

describe("the Kroger client against a fake of the API", () => {
  it("finds the stores near a point, nearest first", async () => {
    const locations = await client(budget(5)).findLocations({ lat: 39.988, lng: -83.005 }, 10);
    expect(locations.map((l) => l.locationId)).toEqual(["01400943", "01400376"]);
    expect(kroger.calls[0]!.query.get("filter.latLong.near")).toBe("39.988,-83.005");
    expect(kroger.calls[0]!.query.get("filter.radiusInMiles")).toBe("10");
  });

  it("reads a store's regular and promotional prices in cents, leaving out products it does not sell", async () => {
    const prices = await client(budget(5)).productPrices("01400943", ["0001111041700", "0001200000789", "0009999999999"]);
    expect(prices).toEqual([
      { productId: "0001111041700", regularCents: 329, promoCents: null },
      { productId: "0001200000789", regularCents: 249, promoCents: 199 },
    ]);
    expect(kroger.calls[0]!.query.get("filter.locationId")).toBe("01400943");
    expect(kroger.calls[0]!.query.get("filter.productId")).toBe("0001111041700,0001200000789,0009999999999");
  });

  it("refuses more than 50 products a call and sends nothing for none", async () => {
    const c = client(budget(5));
    await expect(
      c.productPrices(
        "01400943",
        Array.from({ length: 51 }, (_, i) => String(i).padStart(13, "0")),
      ),
    ).rejects.toThrow(RangeError);
    expect(await c.productPrices("01400943", [])).toEqual([]);
    expect(kroger.calls).toHaveLength(0);
  });

  it("asks for one token and reuses it until a minute before it expires", async () => {
    let clock = 0;
    const c = client(budget(10), () => clock);
    const before = kroger.tokensIssued;
    await Promise.all([c.productPrices("01400943", ["0001111041700"]), c.productPrices("01400943", ["0001111041700"])]);
    clock = (1800 - 61) * 1000;
    await c.productPrices("01400943", ["0001111041700"]);
    expect(kroger.tokensIssued - before).toBe(1);
    clock = (1800 - 60) * 1000;
    await c.productPrices("01400943", ["0001111041700"]);
    expect(kroger.tokensIssued - before).toBe(2);
  });

  it("renews a token Kroger no longer accepts, once", async () => {
    const c = client(budget(10));
    await c.productPrices("01400943", ["0001111041700"]);
    kroger.revokeTokens();
    expect(await c.productPrices("01400943", ["0001111041700"])).toHaveLength(1);
    const tokens = kroger.calls.map((call) => call.token);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).not.toBe(tokens[0]);
  });

  it("sends nothing once the day's budget is spent", async () => {
    const b = budget(1);
    const c = client(b);
    await c.productPrices("01400943", ["0001111041700"]);
    await expect(c.productPrices("01400943", ["0001111041700"])).rejects.toThrow(KrogerBudgetSpent);
    expect(kroger.calls).toHaveLength(1);
    expect(b.spent).toEqual(["products"]);
  });

  it("reports an outage and wrong credentials as API errors", async () => {
    kroger.down = true;
    await expect(client(budget(5)).productPrices("01400943", ["0001111041700"])).rejects.toThrow("products answered 503");
    kroger.down = false;
    const wrong = createKrogerClient({ clientId: "x", clientSecret: "y" }, { baseUrl: kroger.baseUrl, budget: budget(5) });
    await expect(wrong.findLocations({ lat: 40, lng: -83 }, 5)).rejects.toThrow(
      new KrogerApiError("token request answered 401", 401),
    );
  });

  // The budget counts calls to Kroger's endpoints: a token request that fails sends no endpoint call,
  // so it must not spend one (an hourly retry with rejected keys would otherwise eat the day's budget).
  it("spends nothing from the budget when the token cannot be had", async () => {
    const b = budget(5);
    const wrong = createKrogerClient({ clientId: "x", clientSecret: "y" }, { baseUrl: kroger.baseUrl, budget: b });
    await expect(wrong.findLocations({ lat: 40, lng: -83 }, 5)).rejects.toThrow("token request answered 401");
    await expect(wrong.productPrices("01400943", ["0001111041700"])).rejects.toThrow("token request answered 401");
    const gone = createKrogerClient(
      { clientId: kroger.clientId, clientSecret: kroger.clientSecret },
      { baseUrl: "http://127.0.0.1:9", budget: b },
    );
    await expect(gone.findLocations({ lat: 40, lng: -83 }, 5)).rejects.toThrow(/could not reach Kroger/);
    expect(b.spent).toEqual([]);
    expect(kroger.calls).toHaveLength(0);
  });

  it("pays for the retry after a refused token only when it is sent", async () => {
    const b = budget(10);
    const c = client(b);
    await c.productPrices("01400943", ["0001111041700"]);
    kroger.revokeTokens();
    await c.productPrices("01400943", ["0001111041700"]);
    expect(kroger.calls).toHaveLength(3);
    expect(b.spent).toEqual(["products", "products", "products"]);
  });

  it("reports an unreachable API", async () => {
    const gone = createKrogerClient(
      { clientId: kroger.clientId, clientSecret: kroger.clientSecret },
      { baseUrl: "http://127.0.0.1:9", budget: budget(5) },
    );
    await expect(gone.findLocations({ lat: 40, lng: -83 }, 5)).rejects.toThrow(/could not reach Kroger/);
  });
});
