import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small fake of the Stripe REST API on 127.0.0.1 for the real `stripe` SDK (pointed at it with
 * host/port/protocol): customers, subscriptions with a first invoice awaiting payment, retrieve with
 * `expand`, cancel at period end or on a date (`cancel_at`, as the Dashboard's "cancel on date" sets it) and resume
 * (cancel_at_period_end false, or cancel_at emptied). Tests drive the "customer paid" step with `pay()`.
 */

export type FakeRequest = { method: string; path: string; params: Record<string, string>; headers: IncomingMessage["headers"] };

type FakeSubscription = {
  id: string;
  customer: string;
  price: string;
  status: string;
  cancel_at_period_end: boolean;
  /** A cancellation date set on its own (not the period end); cancel_at_period_end false then. */
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  invoiceId: string;
  clientSecret: string;
  periodStart: number;
  periodEnd: number;
};

const MONTH_S = 30 * 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

export type FakeStripe = {
  port: number;
  requests: FakeRequest[];
  customers: Map<string, { id: string; email: string | null; metadata: Record<string, string> }>;
  subscriptions: Map<string, FakeSubscription>;
  /** The customer paid the first invoice: the subscription becomes active for a month. */
  pay(subscriptionId: string): void;
  /** The subscription as Stripe would render it (latest_invoice as an id). */
  render(subscriptionId: string): Record<string, unknown>;
  close(): Promise<void>;
};

function metadataOf(params: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

const expands = (params: Record<string, string>) => Object.entries(params).filter(([key]) => key.startsWith("expand[")).map(([, value]) => value);

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const customers: FakeStripe["customers"] = new Map();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`;

  function render(sub: FakeSubscription, expand: string[] = []): Record<string, unknown> {
    const invoice = expand.includes("latest_invoice.confirmation_secret")
      ? {
          id: sub.invoiceId,
          object: "invoice",
          status: sub.status === "incomplete" ? "open" : "paid",
          confirmation_secret: { client_secret: sub.clientSecret, type: "payment_intent" },
        }
      : sub.invoiceId;
    return {
      id: sub.id,
      object: "subscription",
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancel_at_period_end,
      cancel_at: sub.cancel_at_period_end ? sub.periodEnd : sub.cancel_at,
      canceled_at: sub.canceled_at,
      ended_at: sub.ended_at,
      metadata: sub.metadata,
      latest_invoice: invoice,
      items: {
        object: "list",
        data: [{ id: `si_${sub.id}`, object: "subscription_item", price: { id: sub.price }, current_period_start: sub.periodStart, current_period_end: sub.periodEnd }],
      },
    };
  }

  const error = (res: ServerResponse, status: number, message: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { type: "invalid_request_error", code: "resource_missing", message } }));
  };
  const send = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { "content-type": "application/json", "request-id": nextId("req") });
    res.end(JSON.stringify(body));
  };

  function handle(req: FakeRequest, res: ServerResponse) {
    const { method, path, params } = req;
    let match: RegExpExecArray | null;
    if (!String(req.headers.authorization).startsWith("Bearer sk_test_")) return error(res, 401, "Invalid API Key provided");

    if (method === "POST" && path === "/v1/customers") {
      const customer = { id: nextId("cus"), email: params.email ?? null, metadata: metadataOf(params) };
      customers.set(customer.id, customer);
      return send(res, { ...customer, object: "customer" });
    }
    if (method === "GET" && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = customers.get(match[1]!);
      return customer ? send(res, { ...customer, object: "customer" }) : error(res, 404, `No such customer: '${match[1]}'`);
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const customer = params.customer;
      if (!customer || !customers.has(customer)) return error(res, 400, `No such customer: '${customer}'`);
      if (!params["items[0][price]"]) return error(res, 400, "Missing required param: items[0][price].");
      const start = nowS();
      const sub: FakeSubscription = {
        id: nextId("sub"),
        customer,
        price: params["items[0][price]"],
        status: params.payment_behavior === "default_incomplete" ? "incomplete" : "active",
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        metadata: metadataOf(params),
        invoiceId: nextId("in"),
        clientSecret: `${nextId("pi")}_secret_fake`,
        periodStart: start,
        periodEnd: start + MONTH_S,
      };
      subscriptions.set(sub.id, sub);
      return send(res, render(sub, expands(params)));
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const sub = subscriptions.get(match[1]!);
      if (!sub) return error(res, 404, `No such subscription: '${match[1]}'`);
      if (method === "POST") {
        if (sub.status === "canceled")
          return error(res, 400, "A canceled subscription can only update its cancellation_details and metadata.");
        if ("cancel_at" in params && "cancel_at_period_end" in params)
          return error(res, 400, "You may only specify one of these parameters: cancel_at, cancel_at_period_end.");
        if ("cancel_at" in params) {
          sub.cancel_at = params.cancel_at === "" ? null : Number(params.cancel_at);
          sub.canceled_at = sub.cancel_at === null ? null : nowS();
        }
        if (params.cancel_at_period_end === "true") {
          sub.cancel_at_period_end = true;
          sub.canceled_at = nowS();
        }
        if (params.cancel_at_period_end === "false") {
          sub.cancel_at_period_end = false;
          sub.canceled_at = null;
        }
      }
      return send(res, render(sub, expands(params)));
    }
    return error(res, 404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const params: Record<string, string> = {};
      for (const [key, value] of url.searchParams) params[key] = value;
      for (const [key, value] of form) params[key] = value;
      const request = { method: req.method ?? "GET", path: url.pathname, params, headers: req.headers };
      requests.push(request);
      handle(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    port: (server.address() as AddressInfo).port,
    requests,
    customers,
    subscriptions,
    pay(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake Stripe has no subscription ${subscriptionId}`);
      sub.status = "active";
    },
    render(subscriptionId) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`fake Stripe has no subscription ${subscriptionId}`);
      return render(sub);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/** Settings for createStripePayments that talk to the fake. */
export const fakeStripeSettings = (fake: FakeStripe) => ({
  secretKey: "sk_test_fake_key",
  priceId: "price_premium_monthly",
  webhookSecret: "whsec_test_secret",
  host: "127.0.0.1",
  port: fake.port,
  protocol: "http" as const,
});
