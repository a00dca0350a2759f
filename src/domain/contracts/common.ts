import { z } from "zod";

/**
 * Building blocks every API contract uses, so each kind of input is checked one way everywhere:
 * row ids bounded to the integer column type, text without control characters (PostgreSQL refuses
 * NUL outright), and coordinates that are finite and in range.
 */

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body: a JSON number only (not true, [1], "0x1f" or "1e2"), within the column type. */
export const idSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be positive")
  .max(MAX_ROW_ID, `must be at most ${MAX_ROW_ID}`);

/** A row id in a path or query string: decimal digits only. */
export const idParamSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, "must be a positive whole number")
  .transform(Number)
  .pipe(idSchema);

/** `{ id }` path parameters. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** A whole number in a JSON body within [min, max], with messages naming the field. */
export function wholeNumberSchema(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

// C0 controls and DEL, and the C1 controls; tab, newline and carriage return are allowed only in
// multi-line text.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

type TextOptions = { max: number; min?: number; trim?: boolean };

/** Trimmed one-line text, at most `max` characters, refusing control characters. */
export function singleLineText(label: string, { max, min = 0, trim = true }: TextOptions) {
  const base = trim ? z.string({ error: `${label} must be text` }).trim() : z.string({ error: `${label} must be text` });
  return base
    .refine((value) => !SINGLE_LINE_FORBIDDEN.test(value), `${label} cannot contain control characters`)
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
        .max(max, `${label} must be at most ${max} characters`),
    );
}

// Schemas here may also describe responses, which fastify-type-provider-zod encodes: so values are
// normalised with overwrite (which runs both ways) rather than transform (which cannot be encoded).

/** Trimmed text that may span lines (newlines kept, CRLF read as LF), refusing other control characters. */
export function multiLineText(label: string, { max, min = 0 }: Omit<TextOptions, "trim">) {
  return z
    .string({ error: `${label} must be text` })
    .overwrite((value) => value.replace(/\r\n?/g, "\n").trim())
    .refine((value) => !MULTI_LINE_FORBIDDEN.test(value), `${label} cannot contain control characters`)
    .pipe(
      z
        .string()
        .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
        .max(max, `${label} must be at most ${max} characters`),
    );
}

// A tenth of a micro-degree is about 1 cm: far finer than any address, and it turns subnormal numbers
// such as 5e-324 (which some PostgreSQL builds refuse) into 0.
const roundCoordinate = (value: number) => Math.round(value * 1e7) / 1e7 + 0;

function coordinate(label: string, limit: number) {
  const range = `${label} must be between -${limit} and ${limit}`;
  return z
    .number({ error: `${label} must be a number` })
    .min(-limit, range)
    .max(limit, range)
    .overwrite(roundCoordinate);
}

/** Latitude and longitude in a JSON body. */
export const latitudeSchema = coordinate("Latitude", 90);
export const longitudeSchema = coordinate("Longitude", 180);

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A coordinate in a query string: a plain decimal (no exponent or hex); blank reads as absent. */
function queryCoordinate(schema: typeof latitudeSchema) {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(z.string().regex(DECIMAL, "must be a decimal number").transform(Number).pipe(schema).optional());
}
export const latitudeQuerySchema = queryCoordinate(latitudeSchema);
export const longitudeQuerySchema = queryCoordinate(longitudeSchema);

/** `{ ok: true }`, the answer of calls whose spec leaves the body open. */
export const okSchema = z.object({ ok: z.literal(true) });

/** Every error answer: `{ message }`. */
export const errorSchema = z.object({ message: z.string() });
