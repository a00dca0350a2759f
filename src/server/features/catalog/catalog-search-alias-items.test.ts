// @module-tag engines
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SEARCH_ALIASES } from "../../../domain/search/aliases";
import type { SearchPlan } from "../../../domain/search/index";
import { groceryItems } from "../../db/schema/index";
import { searchTestApp } from "../../../../tests/support/search-test-app";
import { range } from "../../../../tests/support/test-items";
import { candidateIds } from "./catalog-search.repository";
import { rowsOf } from "../../db/rows";
import { ALIAS_ITEMS_PER_PRODUCT, aliasItemsSql } from "./catalog-search-words";

// The products a query's aliases mean ("cereal" -> Honey Nut Cheerios, Frosted Flakes, Raisin Bran) go to the ranking
// as up to ALIAS_ITEMS_PER_PRODUCT items of each product, and of its brand when the alias names one: an imported
// catalog has hundreds of items named "Whole Milk", and 200 of all the names together, in no order, made a search of
// "milk" fetch and rank 200 rows for 48 results (issue 31 item 5).

const { db, addItems, search } = searchTestApp("alias-items");

const named = async (ids: readonly number[], names: readonly string[]) =>
  (
    await db()
      .select({ name: groceryItems.name })
      .from(groceryItems)
      .where(inArray(groceryItems.id, [...ids]))
  ).filter((row) => names.includes(row.name)).length;

describe("the items an alias means", () => {
  it("are all of them in the seed catalog, which has at most that many items of each product", async () => {
    const names = [...new Set(SEARCH_ALIASES.flatMap((alias) => alias.means.map((target) => target.name)))];
    const [largest] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(groceryItems)
      .where(inArray(groceryItems.name, names))
      .groupBy(groceryItems.name)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    expect(Number(largest!.n)).toBeGreaterThan(1);
    expect(Number(largest!.n)).toBeLessThanOrEqual(ALIAS_ITEMS_PER_PRODUCT);
  });

  it("are at most a few of each product when a catalog has many items of that name", async () => {
    await addItems(
      range(40, () => "Raisin Bran"),
      "Importbrand",
    );
    const cereals = ["Honey Nut Cheerios", "Frosted Flakes", "Raisin Bran"];
    const ids = await candidateIds(db(), "cereal");
    expect(await named(ids, ["Raisin Bran"])).toBe(ALIAS_ITEMS_PER_PRODUCT);
    expect(await named(ids, cereals)).toBeLessThanOrEqual(3 * ALIAS_ITEMS_PER_PRODUCT);
    expect((await search("cereal"))[0]?.name).toBe("Honey Nut Cheerios");
  });

  it("are of the brand the alias names, however many items of that name other brands have", async () => {
    await addItems(
      range(40, () => "Cola"),
      "Importbrand",
    );
    const ids = await candidateIds(db(), "coke");
    const brands = await db()
      .select({ brand: groceryItems.brand })
      .from(groceryItems)
      .where(sql`${inArray(groceryItems.id, ids)} and ${groceryItems.name} = 'Cola'`);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.every((row) => row.brand === "Coca-Cola")).toBe(true);
    expect((await search("coke"))[0]).toMatchObject({ name: "Cola" });
  });

  it("are the first items of that name by id, wherever the rows lie in the table", async () => {
    // 30 more items named "Frosted Flakes", written last id first: in the table's order the highest ids come first.
    const ids = Array.from({ length: 30 }, (_, i) => 700_000 - i);
    await addItems(
      range(30, () => "Frosted Flakes"),
      "Importbrand",
      ids,
    );
    const all = await db()
      .select({ id: groceryItems.id })
      .from(groceryItems)
      .where(sql`${groceryItems.name} = 'Frosted Flakes'`)
      .orderBy(groceryItems.id);
    const candidates = new Set(await candidateIds(db(), "cereal"));
    const flakes = all.map((row) => row.id).filter((id) => candidates.has(id));
    expect(flakes).toEqual(all.slice(0, ALIAS_ITEMS_PER_PRODUCT).map((row) => row.id));
  });

  it("are the catalog's own items, not an import's namesakes, which reach the ranking through the word lists", async () => {
    const imported = await db()
      .insert(groceryItems)
      .values(
        Array.from({ length: 3 }, (_, i) => ({
          key: `gtin-0000000000${i}`,
          name: "Raisin Bran",
          brand: "Importbrand",
          category: "Pantry",
          unit: "1 ct",
          size: 1,
          sizeUnit: "ct",
        })),
      )
      .returning({ id: groceryItems.id });
    const ids = await candidateIds(db(), "cereal");
    for (const { id } of imported) expect(ids).not.toContain(id);
    expect(await candidateIds(db(), "raisin bran")).toEqual(expect.arrayContaining(imported.map((row) => row.id)));
  });

  it("are candidates of a query of several words as well, though they lack a word the alias covers", async () => {
    // "cereal" means Frosted Flakes; with "frosted" the query has two words, read through the lists of both.
    expect(await named(await candidateIds(db(), "cereal frosted"), ["Frosted Flakes"])).toBeGreaterThan(0);
    expect((await search("cereal frosted"))[0]?.name).toBe("Frosted Flakes");
  });

  it("are each brand's when a query's aliases mean one product name under two brands", async () => {
    // The seed's aliases mean a name with one brand or with none; a plan with both brands of one name takes both.
    const [fizz] = await addItems(["Cola"], "Fizzbrand");
    const targets = [
      { name: "Cola", brand: "Coca-Cola" },
      { name: "Cola", brand: "Fizzbrand" },
    ];
    const plan = { aliases: targets.map((target) => ({ target })) } as unknown as SearchPlan;
    const ids = rowsOf(await db().execute(aliasItemsSql(plan)!)).map((row) => Number((row as { id: unknown }).id));
    const brands = await db()
      .selectDistinct({ brand: groceryItems.brand })
      .from(groceryItems)
      .where(inArray(groceryItems.id, ids));
    expect(brands.map((row) => row.brand).sort()).toEqual(["Coca-Cola", "Fizzbrand"]);
    expect(ids).toContain(fizz);
  });
});
