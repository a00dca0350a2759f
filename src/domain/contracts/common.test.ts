import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  MAX_ROW_ID,
  idParamSchema,
  idSchema,
  latitudeQuerySchema,
  latitudeSchema,
  longitudeSchema,
  multiLineText,
  singleLineText,
  wholeNumberSchema,
} from "./common";

const firstMessage = (result: z.ZodSafeParseResult<unknown>) => (result.success ? null : result.error.issues[0]?.message);

describe("row ids", () => {
  it("accepts JSON numbers within the integer column only", () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    expect(firstMessage(idSchema.safeParse(MAX_ROW_ID + 1))).toBe(`must be at most ${MAX_ROW_ID}`);
    expect(firstMessage(idSchema.safeParse(0))).toBe("must be positive");
    expect(firstMessage(idSchema.safeParse(1.5))).toBe("must be a whole number");
    for (const loose of [true, [1], "0x1f", "1e2", "12", null])
      expect(idSchema.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
  });

  it("reads path ids as decimal digits only", () => {
    expect(idParamSchema.parse("42")).toBe(42);
    expect(idParamSchema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
    expect(firstMessage(idParamSchema.safeParse("x1"))).toBe("must be a positive whole number");
    for (const bad of ["2147483648", "99999999999", "0", "-1", "0x1f", "1e2", " 1", "1.0", ""]) {
      expect(idParamSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe("whole numbers", () => {
  const quantity = wholeNumberSchema("Quantity", 1, 99);
  it("names the field in each message", () => {
    expect(quantity.parse(99)).toBe(99);
    expect(firstMessage(quantity.safeParse(0))).toBe("Quantity must be at least 1");
    expect(firstMessage(quantity.safeParse(100))).toBe("Quantity must be at most 99");
    expect(firstMessage(quantity.safeParse(2.5))).toBe("Quantity must be a whole number");
    expect(firstMessage(quantity.safeParse("2"))).toBe("Quantity must be a number");
  });
});

describe("text", () => {
  const title = singleLineText("Title", { min: 1, max: 10 });
  const notes = multiLineText("Notes", { max: 20 });

  it("trims one-line text and refuses every control character, NUL first", () => {
    expect(title.parse("  Milk  ")).toBe("Milk");
    for (const bad of ["a\u0000b", "a\tb", "a\nb", "a\rb", "a\u007fb", "a\u0085b", "a\u2028b"]) {
      expect(firstMessage(title.safeParse(bad)), JSON.stringify(bad)).toBe("Title cannot contain control characters");
    }
    expect(firstMessage(title.safeParse("   "))).toBe("Title is required");
    expect(firstMessage(title.safeParse("x".repeat(11)))).toBe("Title must be at most 10 characters");
    expect(title.parse("x".repeat(10))).toHaveLength(10);
    expect(firstMessage(title.safeParse(5))).toBe("Title must be text");
    expect(singleLineText("Name", { max: 5, trim: false }).parse(" a ")).toBe(" a ");
    expect(firstMessage(singleLineText("Name", { max: 5, trim: false }).safeParse(5))).toBe("Name must be text");
    expect(firstMessage(singleLineText("Code", { min: 2, max: 5 }).safeParse("a"))).toBe("Code must be at least 2 characters");
    expect(singleLineText("Code", { min: 2, max: 5 }).parse("ab")).toBe("ab");
  });

  it("keeps newlines (and tabs) in multi-line text, reads CRLF as LF, and refuses other controls", () => {
    expect(notes.parse(" line one\r\nline\ttwo \r")).toBe("line one\nline\ttwo");
    expect(firstMessage(notes.safeParse("a\u0000b"))).toBe("Notes cannot contain control characters");
    expect(firstMessage(notes.safeParse("a\u001bb"))).toBe("Notes cannot contain control characters");
    expect(notes.parse("")).toBe("");
    expect(notes.parse("a\rb")).toBe("a\nb");
    expect(firstMessage(notes.safeParse(5))).toBe("Notes must be text");
    const required = multiLineText("Body", { min: 1, max: 20 });
    expect(firstMessage(required.safeParse(" \n "))).toBe("Body is required");
    expect(firstMessage(multiLineText("Body", { min: 3, max: 20 }).safeParse("ab"))).toBe("Body must be at least 3 characters");
    expect(firstMessage(notes.safeParse("x".repeat(21)))).toBe("Notes must be at most 20 characters");
  });
});

describe("coordinates", () => {
  it("keeps them in range and rounds subnormal numbers to 0", () => {
    expect(latitudeSchema.parse(40.4406)).toBe(40.4406);
    expect(latitudeSchema.parse(5e-324)).toBe(0);
    expect(Object.is(latitudeSchema.parse(-1e-300), 0)).toBe(true);
    expect(longitudeSchema.parse(-180)).toBe(-180);
    expect(firstMessage(latitudeSchema.safeParse(90.5))).toBe("Latitude must be between -90 and 90");
    expect(firstMessage(longitudeSchema.safeParse(181))).toBe("Longitude must be between -180 and 180");
    expect(latitudeSchema.safeParse(Number.NaN).success).toBe(false);
    expect(latitudeSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
  });

  it("reads query coordinates as plain decimals, blank as absent", () => {
    expect(latitudeQuerySchema.parse("40.44")).toBe(40.44);
    expect(latitudeQuerySchema.parse("-.5")).toBe(-0.5);
    expect(latitudeQuerySchema.parse(".25")).toBe(0.25);
    expect(firstMessage(latitudeQuerySchema.safeParse("1e2"))).toBe("must be a decimal number");
    expect(firstMessage(latitudeSchema.safeParse("40"))).toBe("Latitude must be a number");
    expect(latitudeQuerySchema.parse("")).toBeUndefined();
    expect(latitudeQuerySchema.parse("  ")).toBeUndefined();
    for (const bad of ["5e-324", "0x10", "Infinity", "NaN", "1,5", "91"])
      expect(latitudeQuerySchema.safeParse(bad).success, bad).toBe(false);
  });
});
