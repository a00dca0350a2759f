import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "./config";
import type { Database } from "./db/client";
import { authRoutes } from "./features/auth/auth.routes";
import { cartRoutes } from "./features/cart/cart.routes";
import { catalogRoutes } from "./features/catalog/catalog.routes";
import { familyRoutes } from "./features/family/family.routes";
import { favoritesRoutes } from "./features/favorites/favorites.routes";
import { recurringOrdersRoutes } from "./features/recurring-orders/recurring-orders.routes";
import { preferencesRoutes } from "./features/preferences/preferences.routes";
import { priceReportsRoutes } from "./features/price-reports/price-reports.routes";
import { priceHistoryRoutes } from "./features/pricing/price-history.routes";
import { pricingRoutes } from "./features/pricing/pricing.routes";
import { priceReviewRoutes } from "./features/pricing/price-review.routes";
import { storesRoutes } from "./features/stores/stores.routes";
import { geocodeRoutes } from "./features/geocode/geocode.routes";
import { healthRoutes } from "./features/health/health.routes";
import { sharedListPage } from "./features/sharing/sharing.page";
import { sharingRoutes } from "./features/sharing/sharing.routes";
import { messagingRoutes } from "./features/messaging/messaging.routes";
import { createOutboxSender, type OutboxSender } from "./features/outbox/outbox.sender";
import type { MessageTransports } from "./integrations/messaging/port";
import { createTransports } from "./integrations/messaging/transports";
import { subscriptionRoutes } from "./features/subscription/subscription.routes";
import { createReceiptReader, type ReceiptReader } from "./features/receipts/receipt-reader";
import { receiptsRoutes } from "./features/receipts/receipts.routes";
import { missingProductsRoutes } from "./features/missing-products/missing-products.routes";
import type { OcrPort } from "./integrations/ocr/port";
import { createTesseractOcr } from "./integrations/ocr/tesseract";
import type { GeocoderPort } from "./integrations/geocoding/port";
import type { IdentityPort } from "./integrations/identity/port";
import { createLocalPayments } from "./integrations/payments/local";
import type { PaymentsPort } from "./integrations/payments/port";
import { createStripePayments } from "./integrations/payments/stripe";
import { errorsPlugin } from "./plugins/errors";
import type { ImageLibraryCheck } from "./plugins/image-library";
import { isApiRequest } from "./plugins/request-path";
import { securityPlugin } from "./plugins/security";
import { sessionsPlugin } from "./plugins/sessions";
import { webPlugin } from "./plugins/web";

export type AppDeps = {
  config: AppConfig;
  database: Database;
  identity: IdentityPort;
  geocoder: GeocoderPort;
  /** Defaults to Stripe when configured, otherwise the local test mode (which config refuses in production). */
  payments?: PaymentsPort;
  /** Defaults to Twilio / SMTP when configured, otherwise the local outbox. */
  messaging?: MessageTransports;
  /** Defaults to tesseract.js with the English model from npm. */
  ocr?: OcrPort;
  sessionSecret: string;
  /** Whether sharp loads here, found out at start (server.ts); readiness waits for it. Not checked when absent. */
  imageLibrary?: ImageLibraryCheck;
};

/** An API route as registered: what the authorization matrix and the fuzz test enumerate. */
export type ApiRoute = { method: string; url: string; takesInput: boolean };

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps & { payments: PaymentsPort; outbox: OutboxSender; receiptReader: ReceiptReader };
    /** Every /api route of this app (HEAD and the API docs' own pages left out). */
    apiRoutes: ApiRoute[];
  }
}

/** Trusts the nearest `hops` proxies (hop 0 is the socket's peer), as a number would in Fastify. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/**
 * A URL the router cannot read (a malformed %-escape) runs no hook: it gets the security headers here, then the
 * API's `{ message }` or, for a page, the app's not-found handling (review R35).
 */
function answerRefusedUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.server.setSecurityHeaders(request.raw, reply.raw, () => {
    if ((request.method === "GET" || request.method === "HEAD") && !isApiRequest(request)) {
      request.server.answerNotFound(request, reply, true);
      return;
    }
    void reply.status(400).send({ message: "The address is not valid" });
  });
}

export type BuildAppOptions = { logger?: FastifyServerOptions["logger"]; webRoot?: string };

/** Builds the whole app from its dependencies: ecosystem plugins, then ours, then feature routes. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default), so a
    // client cannot pick its own address for the rate limits.
    trustProxy: typeof deps.config.trustProxy === "number" ? trustHops(deps.config.trustProxy) : deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    // A path parameter of any length reaches its route, whose schema answers `{ message }` (the router's default
    // of 100 characters answered Fastify's raw 414 echoing the path; Node's header limit bounds the URL).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 },
    frameworkErrors: answerRefusedUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const payments =
    deps.payments ??
    (deps.config.stripe ? await createStripePayments(deps.config.stripe) : createLocalPayments(deps.database.db));
  const outbox = createOutboxSender(deps.database.db, deps.messaging ?? createTransports(deps.config), app.log);
  const receiptReader = createReceiptReader(
    deps.database.db,
    deps.ocr ?? createTesseractOcr(),
    app.log,
    deps.config.jobs.enabled ? deps.config.jobs.intervalSeconds : null,
  );
  app.decorate("deps", { ...deps, payments, outbox, receiptReader });
  // A kicked delivery run still under way finishes before the database closes.
  app.addHook("onClose", () => outbox.idle());
  // A receipt being read is left to be read again (its claim lapses); the OCR engine stops now.
  app.addHook("onClose", () => receiptReader.close());
  const apiRoutes: ApiRoute[] = [];
  app.decorate("apiRoutes", apiRoutes);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.url.startsWith("/api/docs")) return;
    const schema = route.schema as { querystring?: unknown } | undefined;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const takesInput =
        ["POST", "PUT", "PATCH"].includes(method) || route.url.includes(":") || schema?.querystring !== undefined;
      apiRoutes.push({ method, url: route.url, takesInput });
    }
  });

  await app.register(cookie, { secret: deps.sessionSecret });
  await app.register(formbody);
  // The description names every route and payload: useful to developers, off in production unless API_DOCS=true.
  // Without it, neither plugin is loaded (~0.4 s of CPU at a start) nor registered.
  if (deps.config.apiDocs) {
    const [swagger, swaggerUi] = await Promise.all([import("@fastify/swagger"), import("@fastify/swagger-ui")]);
    await app.register(swagger.default, {
      openapi: { info: { title: "PennyCart API", version: "1.0.0" } },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi.default, { routePrefix: "/api/docs" });
  }

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(sessionsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(storesRoutes);
  await app.register(preferencesRoutes);
  await app.register(cartRoutes);
  await app.register(pricingRoutes);
  await app.register(priceHistoryRoutes);
  await app.register(priceReportsRoutes);
  await app.register(priceReviewRoutes);
  await app.register(geocodeRoutes);
  await app.register(subscriptionRoutes);
  await app.register(sharingRoutes);
  await app.register(favoritesRoutes);
  await app.register(messagingRoutes);
  await app.register(recurringOrdersRoutes);
  await app.register(familyRoutes);
  await app.register(receiptsRoutes);
  await app.register(missingProductsRoutes);

  await app.register(webPlugin, {
    root: options.webRoot ?? deps.config.webRoot,
    pages: [sharedListPage(deps.database.db, deps.config.publicUrl)],
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
