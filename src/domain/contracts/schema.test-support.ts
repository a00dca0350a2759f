import { expect } from "vitest";
import type { z } from "zod";

/** The messages a schema gives for a value, in order; empty when the value is accepted. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The first message for a refused value (fails the test when the value is accepted). */
export function refusal(schema: z.ZodType, value: unknown): string {
  const messages = messagesOf(schema, value);
  expect(messages, `expected ${JSON.stringify(value)} to be refused`).not.toEqual([]);
  return messages[0]!;
}

/** A response the server would send passes through unchanged, so nothing the client reads is dropped. */
export function expectRoundTrip(schema: z.ZodType, value: unknown) {
  expect(schema.parse(value)).toEqual(value);
}

/** Each field of a response is typed (a value of the wrong kind is refused) and, unless named optional, required. */
export function expectEveryFieldChecked(schema: z.ZodType, value: Record<string, unknown>, optional: string[] = []) {
  for (const key of Object.keys(value)) {
    expect(schema.safeParse({ ...value, [key]: Symbol(key) }).success, `${key} of the wrong kind`).toBe(false);
    const without = Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
    expect(schema.safeParse(without).success, `without ${key}`).toBe(optional.includes(key));
  }
}
