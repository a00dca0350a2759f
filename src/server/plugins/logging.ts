import type { Writable } from "node:stream";
import type { FastifyServerOptions } from "fastify";
import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * What the logs may carry. Shoppers' e-mails, names, addresses, phone numbers and payment secrets
 * reach SQL as parameters and URLs as query strings; logs are read by more people and kept longer
 * than the database, so errors keep the query's shape and a parameter list with only the types,
 * URLs keep their query keys, and secret headers never appear.
 */

const REDACTED = "[redacted]";

/** `"[string(17)]"` for a parameter: enough to debug a type mismatch, nothing of its value. */
function describeParam(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "string") return `[string(${value.length})]`;
  if (Array.isArray(value)) return `[array(${value.length})]`;
  if (value instanceof Date) return "[date]";
  return `[${typeof value}]`;
}

const frames = (stack: string | undefined) =>
  stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");

// PostgreSQL quotes the offending value in its messages ('invalid input syntax for type uuid: "x"').
const redactQuoted = (message: string) => message.replace(/"[^"]*"/g, '"…"').replace(/\(([^()]*)\)=\(([^()]*)\)/g, "($1)=(…)");

type PgErrorFields = {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
};

function describeDatabaseCause(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const fields = cause as Error & PgErrorFields;
  return {
    type: cause.name,
    message: redactQuoted(cause.message),
    code: fields.code,
    constraint: fields.constraint,
    table: fields.table,
    column: fields.column,
    routine: fields.routine,
  };
}

/** The `err` serializer: SQL errors as query shape, parameter types and the database's error code. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    return {
      type: "DrizzleQueryError",
      message: "Failed query",
      query: error.query,
      params: error.params.map(describeParam),
      cause: describeDatabaseCause(error.cause),
      // The stack starts with the message, which repeats the parameters: keep only its frames.
      stack: frames(error.stack),
    };
  }
  if (error instanceof Error) {
    const fields = error as Error & PgErrorFields & { statusCode?: unknown };
    const isDatabaseError = typeof fields.code === "string" && typeof fields.severity === "string";
    return {
      type: error.name,
      message: isDatabaseError ? redactQuoted(error.message) : error.message,
      code: fields.code,
      statusCode: fields.statusCode,
      stack: isDatabaseError ? frames(error.stack) : error.stack,
      ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
    };
  }
  return { type: typeof error, message: String(error) };
}

/** A request URL with every query value hidden: `/api/geocode?q=[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const keys = new URLSearchParams(url.slice(at + 1)).keys();
  return `${url.slice(0, at)}?${[...keys].map((key) => `${encodeURIComponent(key)}=${REDACTED}`).join("&")}`;
}

type RequestLike = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };

/** Fastify's logger settings for the app: level, the serializers above, and no secret headers. */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      err: serializeError as (
        error: Error,
      ) => ReturnType<typeof serializeError> & { type: string; message: string; stack: string },
      req: (request: RequestLike) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        "headers.cookie",
        "headers.authorization",
      ],
      censor: REDACTED,
    },
  };
}
