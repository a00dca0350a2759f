import { describe, expect, it } from "vitest";
import {
  MAX_SHARED_LIST_DESCRIPTION,
  MAX_SHARED_LIST_TITLE,
  SHARED_LIST_ID_PATTERN,
  copyToCartResultSchema,
  createSharedListSchema,
  mySharedListSchema,
  sharedListParamsSchema,
  sharedListSchema,
} from "./sharing";
import { expectEveryFieldChecked, expectRoundTrip, refusal } from "./schema.test-support";

describe("sharing a list", () => {
  it("needs a title and bounds title and description", () => {
    expect(createSharedListSchema.parse({ title: " Weekly shop " })).toEqual({ title: "Weekly shop" });
    expect(refusal(createSharedListSchema, { title: "  " })).toBe("Title is required");
    const title = "t".repeat(MAX_SHARED_LIST_TITLE);
    const description = "d".repeat(MAX_SHARED_LIST_DESCRIPTION);
    expect(createSharedListSchema.parse({ title, description })).toEqual({ title, description });
    expect(refusal(createSharedListSchema, { title: `${title}t` })).toBe(
      `Title must be at most ${MAX_SHARED_LIST_TITLE} characters`,
    );
    expect(refusal(createSharedListSchema, { title, description: `${description}d` })).toBe(
      `Description must be at most ${MAX_SHARED_LIST_DESCRIPTION} characters`,
    );
  });

  it("reads any path id up to 200 characters; only minted-looking ids match the pattern", () => {
    expect(sharedListParamsSchema.safeParse({ id: "x".repeat(200) }).success).toBe(true);
    expect(sharedListParamsSchema.safeParse({ id: "x".repeat(201) }).success).toBe(false);
    expect(SHARED_LIST_ID_PATTERN.test("AAAAAAAAAAAAAAAAAAAA-_")).toBe(true);
    for (const id of ["AAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAAAAA", "AAAAAAAAAAAAAAAAAAAA+/", `${"A".repeat(22)}\n`])
      expect(SHARED_LIST_ID_PATTERN.test(id), JSON.stringify(id)).toBe(false);
  });
});

describe("shared list responses", () => {
  const item = { id: 1, itemId: 7, quantity: 2, notes: null, item: { name: "Eggs", brand: "Eggland's Best", unit: "dozen" } };
  const list = {
    id: "AAAAAAAAAAAAAAAAAAAAAA",
    title: "Weekly shop",
    description: null,
    createdAt: "2026-11-23T00:00:00.000Z",
    owner: { firstName: "Ann", lastName: null },
    items: [item],
  };
  it("show the owner by name only and every item field", () => {
    expectRoundTrip(sharedListSchema, list);
    expectEveryFieldChecked(sharedListSchema, list);
    expectEveryFieldChecked(sharedListSchema.shape.items.element, item);
    expectEveryFieldChecked(sharedListSchema.shape.owner, list.owner);
    // Anything else about the owner is dropped on the way out.
    expect(sharedListSchema.parse({ ...list, owner: { ...list.owner, email: "ann@example.org" } }).owner).toEqual(list.owner);
    const mine = {
      id: list.id,
      title: "t",
      description: "d",
      createdAt: list.createdAt,
      itemCount: 3,
      shareUrl: "http://x/shared/y",
    };
    expectRoundTrip(mySharedListSchema, mine);
    expectEveryFieldChecked(mySharedListSchema, mine);
    expectEveryFieldChecked(copyToCartResultSchema, { added: 2, skipped: 1 });
  });
});
