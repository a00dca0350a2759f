import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

/** A whole number setting: unset takes the default; set but empty or not digits is an error (never "off" or 0). */
const wholeNumber = (defaultValue: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .optional()
    .transform((value) => value ?? defaultValue);

const flag = (defaultValue?: boolean) =>
  z
    .enum(["true", "false"], { error: 'must be "true" or "false"' })
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === "true"));

// proxy-addr's names for address ranges, accepted beside addresses and CIDR blocks.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, prefix, extra] = value.split("/");
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies are believed about the client address (X-Forwarded-For): unset or "false" believes
 * none; a number trusts that many hops; otherwise a comma-separated list of proxy addresses or CIDR
 * blocks. "true" (trust anyone) is refused: any client could then choose its own address.
 */
const trustProxy = optionalText.transform((value, ctx): false | number | string[] => {
  if (value === undefined || value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  const bad = addresses.filter((part) => !isProxyAddress(part));
  if (addresses.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: "custom",
      message: `must be a hop count or a comma-separated list of proxy addresses or CIDR blocks${bad.length > 0 ? ` (not: ${bad.join(", ")})` : ""}`,
    });
    return z.NEVER;
  }
  return addresses;
});

const emailList = optionalText.transform((value) =>
  (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0),
);

const envSchema = z
  .object({
    PORT: wholeNumber(5000, 0, 65535),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    PUBLIC_URL: optionalUrl,
    APP_ENV: z.enum(["development", "test", "production"]).default("development"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
        .optional(),
    ),
    // Named prepared statements on DATABASE_URL; "false" behind PgBouncer older than 1.21 in transaction mode.
    DATABASE_PREPARED_STATEMENTS: z.enum(["true", "false"], { error: 'must be "true" or "false"' }).default("true"),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    ADMIN_EMAILS: emailList,
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    TWILIO_ACCOUNT_SID: optionalText,
    TWILIO_AUTH_TOKEN: optionalText,
    TWILIO_FROM: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(z.email().optional()),
    SUGGESTIONS_TO: optionalText.pipe(z.email().optional()),
    GEOCODER: z.enum(["local", "nominatim"]).default("local"),
    KROGER_CLIENT_ID: optionalText,
    KROGER_CLIENT_SECRET: optionalText,
    // Kroger's certification environment (https://api-ce.kroger.com) or a test fake; production by default.
    KROGER_API_URL: optionalUrl,
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "must be a redis:// URL")
        .optional(),
    ),
    // Where texts may go (ISO country codes) and how many message parts (segments) a day an account and the
    // whole app may send: texts cost per segment (issue 27 item 4).
    SMS_COUNTRIES: z
      .string()
      .trim()
      .default("US,CA")
      .transform((value) => value.split(",").map((code) => code.trim().toUpperCase()).filter((code) => code !== ""))
      .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, "must be two-letter country codes, e.g. US,CA")).min(1, "must name a country")),
    SMS_SEGMENTS_PER_ACCOUNT_PER_DAY: wholeNumber(60, 1, 100_000),
    SMS_SEGMENTS_PER_DAY: wholeNumber(3000, 1, 10_000_000),
    ADVERTISING_EMAIL: z.email().default("ads@pennycart.example"),
    RATE_LIMIT_PER_MINUTE: wholeNumber(600, 0, 1_000_000),
    REDIS_COMMAND_TIMEOUT_MS: wholeNumber(100, 10, 10_000),
    WEB_ROOT: optionalText,
    TRUST_PROXY: trustProxy,
    JOBS_ENABLED: flag(true),
    JOBS_INTERVAL_SECONDS: wholeNumber(60, 1, 86_400),
    // Unset: on outside production, off in production.
    API_DOCS: flag(),
  })
  .superRefine((env, ctx) => {
    const groups: Record<string, (keyof typeof env)[]> = {
      "OpenID Connect": ["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
      Stripe: ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"],
      Twilio: ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"],
      Kroger: ["KROGER_CLIENT_ID", "KROGER_CLIENT_SECRET"],
    };
    for (const [name, keys] of Object.entries(groups)) {
      const set = keys.filter((key) => env[key] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        for (const key of keys.filter((k) => env[k] === undefined)) {
          ctx.addIssue({ code: "custom", path: [key], message: `is required when any ${name} setting is set` });
        }
      }
    }
    if (env.APP_ENV === "production") {
      if (!env.SESSION_SECRET) ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
      if (!env.OIDC_ISSUER_URL)
        ctx.addIssue({
          code: "custom",
          path: ["OIDC_ISSUER_URL"],
          message: "is required in production (local sign-in is refused)",
        });
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({
          code: "custom",
          path: ["STRIPE_SECRET_KEY"],
          message: "is required in production (test-mode payments are refused)",
        });
    }
  });

export type AppConfig = ReturnType<typeof resolveConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function resolveConfig(env: z.infer<typeof envSchema>) {
  const publicUrl = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: publicUrl.origin,
    secureCookies: publicUrl.protocol === "https:",
    appEnv: env.APP_ENV,
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS === "true",
    sessionSecret: env.SESSION_SECRET,
    adminEmails: env.ADMIN_EMAILS,
    oidc: env.OIDC_ISSUER_URL
      ? { issuerUrl: env.OIDC_ISSUER_URL, clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! }
      : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          priceId: env.STRIPE_PRICE_ID!,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        }
      : undefined,
    twilio: env.TWILIO_ACCOUNT_SID
      ? { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! }
      : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? "PennyCart <no-reply@pennycart.example>",
      suggestionsTo: env.SUGGESTIONS_TO,
    },
    geocoder: env.GEOCODER,
    kroger: env.KROGER_CLIENT_ID
      ? {
          clientId: env.KROGER_CLIENT_ID,
          clientSecret: env.KROGER_CLIENT_SECRET!,
          apiUrl: (env.KROGER_API_URL ?? "https://api.kroger.com").replace(/\/+$/, ""),
        }
      : undefined,
    redisUrl: env.REDIS_URL,
    /** How long a rate-limit count waits for Redis before this instance counts that request itself (issue 27 item 3). */
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    sms: {
      countries: env.SMS_COUNTRIES,
      segmentsPerAccountPerDay: env.SMS_SEGMENTS_PER_ACCOUNT_PER_DAY,
      segmentsPerDay: env.SMS_SEGMENTS_PER_DAY,
    },
    advertisingEmail: env.ADVERTISING_EMAIL,
    /** Requests per minute per client on /api; 0 turns the limit off (benchmarks). */
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : undefined,
    trustProxy: env.TRUST_PROXY,
    jobs: { enabled: env.JOBS_ENABLED === true, intervalSeconds: env.JOBS_INTERVAL_SECONDS },
    apiDocs: env.API_DOCS ?? env.APP_ENV !== "production",
  };
}

/** Validates every setting at once; throws one ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  }
  return resolveConfig(parsed.data);
}

/** Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so restarts keep sessions. */
export function resolveSessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
