import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { groceryItems } from "../../db/schema/index";
import { loadMatchableItems } from "./import-lookups.repository";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("the items a price file is matched against", () => {
  it("leave out an item whose pack is in a unit no price can be compared in", async () => {
    const { db } = database;
    const [odd, plain] = await db.select({ id: groceryItems.id }).from(groceryItems).orderBy(groceryItems.id).limit(2);
    await db.update(groceryItems).set({ sizeUnit: "bushel" }).where(eq(groceryItems.id, odd!.id));
    const all = await db.select({ id: groceryItems.id }).from(groceryItems);
    const ids = (await loadMatchableItems(db)).map((item) => item.id);
    expect(ids).not.toContain(odd!.id);
    expect(ids).toContain(plain!.id);
    // Left out, not stood in for: every other item once.
    expect(ids.sort((a, b) => a - b)).toEqual(
      all
        .map((row) => row.id)
        .filter((id) => id !== odd!.id)
        .sort((a, b) => a - b),
    );
  });
});
