import fc from "fast-check";
import type { InjectOptions } from "fastify";

/**
 * Requests derived from a valid one: each case changes one or more of its path parameters, query
 * values, body fields or headers into something hostile or merely unexpected. Starting from a valid
 * request keeps most cases deep inside the handlers instead of stopping at the first schema check.
 */

const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\t/\t",
  "\r\n",
  "0x1f",
  "1e2",
  "-1",
  "0",
  "2147483647",
  "2147483648",
  "99999999999999999999",
  "9".repeat(400),
  "x".repeat(5000),
  "%00",
  "%2e%2e%2f",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "\\",
  "\ud800",
  "𝕏🛒",
  "null",
  "true",
  "[]",
  "{}",
  "NaN",
  "Infinity",
  "5e-324",
  "__proto__",
  "constructor",
];

const HOSTILE_NUMBERS = [0, -1, 1, 0.5, -0.5, 2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53, -(2 ** 53), 1e308, 5e-324, -5e-324, 1e-7];

/** A JSON value a client might send where another was expected. */
function hostileValue(victimIds: readonly string[]): fc.Arbitrary<unknown> {
  const ids = victimIds.length > 0 ? [fc.constantFrom(...victimIds), fc.constantFrom(...victimIds).map(Number)] : [];
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "binary", maxLength: 20 }),
    fc.integer(),
    fc.constantFrom(...HOSTILE_NUMBERS),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 6 }), fc.constant(null)), { maxLength: 6 }),
    fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), { maxKeys: 3 }),
    ...ids,
  );
}

/** A string for a path segment or query value. */
function hostileText(victimIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.constantFrom(...HOSTILE_NUMBERS).map(String),
    ...(victimIds.length > 0 ? [fc.constantFrom(...victimIds)] : []),
  );
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Paths to every value in a JSON document ([] is the document itself). */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => pathsOf(item, [...prefix, i])));
  if (value !== null && typeof value === "object")
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key])));
  return here;
}

function withValueAt(document: unknown, path: (string | number)[], value: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return value === REMOVE ? undefined : value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(document) ? [...document] : { ...(document as object) }) as Record<string | number, unknown>;
  const next = withValueAt(copy[head!], rest, value);
  if (next === undefined && rest.length === 0) delete copy[head!];
  else copy[head!] = next;
  return copy;
}
const REMOVE = Symbol("remove");

function mutatedBody(base: unknown, victimIds: readonly string[]): fc.Arbitrary<unknown> {
  const paths = pathsOf(base);
  const change = fc.tuple(fc.constantFrom(...paths), fc.oneof(hostileValue(victimIds), fc.constant<typeof REMOVE>(REMOVE)));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(change, { minLength: 1, maxLength: 3 })
        .map((changes) => changes.reduce<unknown>((doc, [path, value]) => withValueAt(doc, path, value), base)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .record({ extra: hostileValue(victimIds) })
        .map((extra) => (typeof base === "object" && base !== null ? { ...base, ...extra } : extra)),
    },
  );
}

/** A path segment, percent-encoded; a lone surrogate becomes the invalid UTF-8 bytes a client could send. */
function encodeSegment(value: string): string {
  return [...value]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return "%ED%A0%80";
      }
    })
    .join("");
}

function mutatedUrl(url: string, pattern: string, victimIds: readonly string[]): fc.Arbitrary<string> {
  const [path, query = ""] = url.split("?") as [string, string?];
  const segments = path.split("/");
  const paramPositions = pattern.split("/").flatMap((part, i) => (part.startsWith(":") ? [i] : []));
  const entries = [...new URLSearchParams(query).entries()];
  const keys = entries.map(([key]) => key);
  const build = (nextSegments: string[], nextEntries: [string, string][]) => {
    const search = new URLSearchParams(nextEntries).toString();
    return `${nextSegments.join("/")}${search ? `?${search}` : ""}`;
  };
  const text = hostileText(victimIds);
  const options: fc.Arbitrary<string>[] = [fc.constant(url)];
  if (paramPositions.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...paramPositions), text).map(([position, value]) => {
        const next = [...segments];
        next[position] = encodeSegment(value);
        return build(next, entries);
      }),
    );
  }
  if (keys.length > 0) {
    options.push(
      fc.tuple(fc.constantFrom(...keys), text).map(([key, value]) =>
        build(
          segments,
          entries.map(([k, v]) => [k, k === key ? value : v]),
        ),
      ),
    );
    options.push(
      fc.constantFrom(...keys).map((key) =>
        build(
          segments,
          entries.filter(([k]) => k !== key),
        ),
      ),
    );
    options.push(fc.tuple(fc.constantFrom(...keys), text).map(([key, value]) => build(segments, [...entries, [key, value]])));
  }
  options.push(
    fc.tuple(fc.string({ maxLength: 8 }), text).map(([key, value]) => build(segments, [...entries, [key || "x", value]])),
  );
  return fc.oneof(...options);
}

const HOSTILE_HEADERS: Record<string, string>[] = [
  { origin: "null" },
  { origin: "https://evil.example" },
  { "sec-fetch-site": "cross-site" },
  { "content-type": "text/plain" },
  { "content-type": "application/json; charset=utf-16" },
  { "content-type": "multipart/form-data; boundary=x" },
  { "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
  { "if-none-match": '"*"' },
  { cookie: "sid=forged.value" },
];

/**
 * A raw body (a multipart upload) changed the ways a broken or hostile client changes one: cut short,
 * bytes overwritten, the field renamed, the boundary lost, garbage added, or nothing at all.
 */
function mutatedBytes(base: Buffer): fc.Arbitrary<Buffer> {
  const text = base.toString("latin1");
  return fc.oneof(
    fc.integer({ min: 0, max: base.length }).map((end) => base.subarray(0, end)),
    fc
      .array(fc.tuple(fc.integer({ min: 0, max: base.length - 1 }), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 40 })
      .map((changes) => {
        const copy = Buffer.from(base);
        for (const [at, value] of changes) copy[at] = value;
        return copy;
      }),
    fc.constantFrom("photo", "", "image[]", "__proto__", "x".repeat(300)).map((name) => Buffer.from(text.replace('name="image"', `name="${name}"`), "latin1")),
    fc.constant(Buffer.from(text.replace(/^--[^\r]+/, "--other"), "latin1")),
    fc.uint8Array({ maxLength: 200 }).map((garbage) => Buffer.concat([base, Buffer.from(garbage)])),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
  );
}

/** One fuzz case from a valid request `base` of the route `route` ("METHOD /pattern"). */
export function fuzzedRequest(base: InjectOptions, victimIds: readonly string[], route: string): fc.Arbitrary<InjectOptions> {
  const pattern = route.slice(route.indexOf(" ") + 1);
  const baseUrl = String(base.url);
  if (Buffer.isBuffer(base.payload)) {
    return fc
      .record({
        url: mutatedUrl(baseUrl, pattern, victimIds),
        payload: mutatedBytes(base.payload),
        headers: fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_HEADERS) }),
      })
      .map(({ url, payload, headers }) => ({ ...base, url, payload, headers: { ...base.headers, ...headers } }));
  }
  const body = base.payload === undefined ? fc.constant(undefined) : mutatedBody(base.payload as Json, victimIds);
  const headers = fc.oneof(
    { weight: 5, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_HEADERS) },
  );
  const asForm = fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  return fc
    .record({ url: mutatedUrl(baseUrl, pattern, victimIds), body, headers, asForm })
    .map(({ url, body: payload, headers: extra, asForm: form }) => {
      const request: InjectOptions = { ...base, url, headers: { ...base.headers, ...extra } };
      if (base.payload === undefined) return request;
      if (form && payload !== null && typeof payload === "object") {
        const pairs = Object.entries(payload).map(([key, value]) => [
          key,
          typeof value === "string" ? value : (JSON.stringify(value) ?? ""),
        ]);
        return {
          ...request,
          payload: new URLSearchParams(pairs).toString(),
          headers: { ...request.headers, "content-type": "application/x-www-form-urlencoded" },
        };
      }
      // A body that is not an object or array is sent as JSON text, which inject would otherwise refuse.
      return {
        ...request,
        payload: JSON.stringify(payload) ?? "",
        headers: { "content-type": "application/json", ...request.headers },
      };
    });
}
