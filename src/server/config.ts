import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const emailList = optionalText.transform((value) =>
  (value ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0),
);

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
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
    SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional()),
    MAIL_FROM: optionalText.pipe(z.email().optional()),
    SUGGESTIONS_TO: optionalText.pipe(z.email().optional()),
    GEOCODER: z.enum(["local", "nominatim"]).default("local"),
    KROGER_CLIENT_ID: optionalText,
    KROGER_CLIENT_SECRET: optionalText,
    REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\//, "must be a redis:// URL").optional()),
    ADVERTISING_EMAIL: z.email().default("ads@pennycart.example"),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
    WEB_ROOT: optionalText,
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
        ctx.addIssue({ code: "custom", path: ["OIDC_ISSUER_URL"], message: "is required in production (local sign-in is refused)" });
      if (!env.STRIPE_SECRET_KEY)
        ctx.addIssue({ code: "custom", path: ["STRIPE_SECRET_KEY"], message: "is required in production (test-mode payments are refused)" });
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
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? "PennyCart <no-reply@pennycart.example>", suggestionsTo: env.SUGGESTIONS_TO },
    geocoder: env.GEOCODER,
    kroger: env.KROGER_CLIENT_ID ? { clientId: env.KROGER_CLIENT_ID, clientSecret: env.KROGER_CLIENT_SECRET! } : undefined,
    redisUrl: env.REDIS_URL,
    advertisingEmail: env.ADVERTISING_EMAIL,
    /** Requests per minute per client on /api; 0 turns the limit off (benchmarks). */
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    webRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : undefined,
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
