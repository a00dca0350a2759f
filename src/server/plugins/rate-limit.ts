import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { HttpError } from "./errors";
import { isApiRequest } from "./request-path";

declare module "fastify" {
  interface FastifyInstance {
    /** Where the rate-limit counters are kept right now, for /readyz. */
    rateLimitStore: () => string;
  }
}

const NAMESPACE = "pennycart-rl:";

/** Logs a Redis outage once when it starts and once when it ends, and says whether one is under way. */
function outageLog(log: FastifyBaseLogger) {
  let since: Date | null = null;
  return {
    get since() {
      return since;
    },
    down(error: unknown) {
      if (since) return;
      since = new Date();
      log.warn({ err: error }, "Redis unreachable: rate limits are counted by each instance until it returns");
    },
    up() {
      if (!since) return;
      log.info({ unreachableSince: since.toISOString() }, "Redis reachable again: rate limits are shared again");
      since = null;
    },
  };
}

type Outage = ReturnType<typeof outageLog>;
type Counters = FastifyRateLimitStore & { read: FastifyRateLimitStore["incr"] };

/**
 * Counters in Redis while it answers, in this instance's memory while it does not: a command fails at once
 * while the connection is down (no offline queue) and after REDIS_COMMAND_TIMEOUT_MS (100 ms by default) when Redis
 * hangs, and that request is counted here instead: the API never fails with the limiter's store, and waits on a hung
 * Redis at most that long per request.
 */
function sharedOrLocalStore(redis: Redis, outage: Outage) {
  return class SharedOrLocalStore implements FastifyRateLimitStore {
    private readonly local: Counters;
    private readonly shared: Counters;
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, pair?: [Counters, Counters]) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      [this.local, this.shared] = pair ?? [
        new LocalStore(continueExceeding, exponentialBackoff),
        new RedisStore(continueExceeding, exponentialBackoff, redis, NAMESPACE),
      ];
    }

    private count(method: "incr" | "read", ...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore["incr"]>) {
      if (redis.status !== "ready") return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          outage.down(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(...args: Parameters<FastifyRateLimitStore["incr"]>) {
      this.count("incr", ...args);
    }

    read(...args: Parameters<FastifyRateLimitStore["incr"]>) {
      this.count("read", ...args);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      return new SharedOrLocalStore({}, [
        this.local.child(routeOptions) as Counters,
        this.shared.child(routeOptions) as Counters,
      ]);
    }
  };
}

/** API rate limits per client, shared through Redis when REDIS_URL is set (decision 041). */
export async function registerRateLimits(app: FastifyInstance) {
  const { config } = app.deps;
  let store: ReturnType<typeof sharedOrLocalStore> | undefined;
  if (config.redisUrl) {
    const outage = outageLog(app.log);
    // ioredis is imported only where REDIS_URL is set: an instance without it never needs it (issue 29 item 3).
    const { Redis } = await import("ioredis");
    const redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      // A Redis that has not answered within this long (100 ms by default) counts as gone for that request.
      commandTimeout: config.redisCommandTimeoutMs,
      maxRetriesPerRequest: 0,
      // Keep trying for good, at most every 2 s: the counters go back to Redis as soon as it answers.
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    });
    redis.on("error", (error) => outage.down(error));
    redis.on("close", () => outage.down(new Error("connection closed")));
    redis.on("ready", () => outage.up());
    app.addHook("onClose", async () => void redis.disconnect());
    store = sharedOrLocalStore(redis, outage);
    app.decorate("rateLimitStore", () =>
      redis.status === "ready"
        ? "shared in Redis"
        : `per instance: Redis unreachable${outage.since ? ` since ${outage.since.toISOString()}` : ""}`,
    );
  } else app.decorate("rateLimitStore", () => "per instance");

  await app.register(rateLimit, {
    global: config.rateLimitPerMinute > 0,
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    // Only the API counts, by the path the request was routed by: the page's own files are cheap and cached,
    // and a limited client must still be able to load the page that tells it to wait.
    allowList: (request) => !isApiRequest(request),
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`),
  });
}

/**
 * A route's own limit a client, tighter than the API's (sign-in, photos read on the server, geocoding lookups): `max`
 * requests a minute; off with the API's limit when RATE_LIMIT_PER_MINUTE=0. Given as the route's `config`.
 */
export function perClientLimit(config: { rateLimitPerMinute: number }, max: number) {
  return { rateLimit: config.rateLimitPerMinute > 0 ? { max, timeWindow: "1 minute" } : (false as const) };
}
