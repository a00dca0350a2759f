// @module-tag engines
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "../../../../tests/support/multipart";
import { giantEagleReceipt } from "../../../../tests/support/receipt-image";
import { logStatements } from "../../../../tests/support/statement-log";
import { createTestApp, signIn, type TestContext } from "../../../../tests/support/test-app";
import { range } from "../../../../tests/support/test-items";
import { lineWordGroups, pickCandidates } from "../../../domain/receipts/line-candidates";
import { chains, groceryItems, prices, stores } from "../../db/schema/index";
import type { OcrLineResult, OcrPort } from "../../integrations/ocr/port";
import { loadVocabulary } from "../catalog/catalog-search-vocabulary";
import { candidateItems, FEW } from "./receipt-candidates.repository";
import { RECEIPT_SPELLING } from "./receipt-spelling";
import { itemsByIds } from "./receipts.repository";

// Review R32: a receipt read matches each line against its likeliest items by their words, never the whole catalog
// (about 0.5 KB of heap an item: an imported catalog of 10^5-10^6 items would pass a capped old generation per receipt).
// The OCR is a stand-in answering fixed lines.

let ctx: TestContext;
let zip = "";
let chainId = 0;
let ocrLines: OcrLineResult[] = [];
const ocr: OcrPort = { read: async () => ocrLines, close: async () => {} };
const LINES = ["GE 2% MLK GAL               3.29", "BNLS SKNLS BRST            11.49", "GE LG EGGS 18CT             3.99"];

beforeAll(async () => {
  ctx = await createTestApp({}, { ocr });
  const [row] = await ctx.database.db
    .select({ zip: stores.zip, chainId: stores.chainId })
    .from(stores)
    .innerJoin(chains, eq(chains.id, stores.chainId))
    .where(and(eq(chains.slug, "giant-eagle"), eq(stores.address, "1901 Murray Ave")));
  zip = row!.zip;
  chainId = row!.chainId;
  // An import's worth of items sharing the lines' words ("large", "eggs", "milk", "chicken", "breast"), and more than a
  // line reads of namesakes of the chain's own chicken under one-word brands, priced nowhere (review R37).
  const names = range(1500, (i) => `${["Large Eggs", "Whole Milk", "Chicken Breast"][i % 3]} Pack ${i}`);
  const namesakes = range(700, () => "Boneless Skinless Chicken Breasts");
  await ctx.database.db.insert(groceryItems).values(
    [...names, ...namesakes].map((name, i) => ({
      key: `gtin-r32-${i}`,
      name,
      brand: i < names.length ? "Testbrand" : `Farm${i}`,
      category: "Pantry",
      unit: "1 ct",
      size: 1,
      sizeUnit: "ct",
    })),
  );
});
afterAll(() => ctx.close());

/** EXPLAIN ANALYZE of a statement sent, its parameters written in. */
const explain = (text: string, params: readonly unknown[]) =>
  `explain (analyze, format json) ${text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return value === null || value === undefined ? "null" : typeof value === "number" ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  })}`;

/** The rows a plan's nodes took from a table (actual rows times loops), from its JSON. */
function rowsOf(plan: string, table: string): number {
  let rows = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const fields = node as Record<string, unknown>;
    if (fields["Relation Name"] === table) rows += Number(fields["Actual Rows"]) * Number(fields["Actual Loops"]);
    Object.values(fields).forEach(visit);
  };
  visit(JSON.parse(plan));
  return rows;
}

/** The Giant Eagle items of these names, by name. */
async function giantEagle(names: readonly string[]): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ id: groceryItems.id, name: groceryItems.name })
    .from(groceryItems)
    .where(and(eq(groceryItems.brand, "Giant Eagle"), inArray(groceryItems.name, [...names])));
  return names.map((name) => rows.find((row) => row.name === name)!.id);
}

/** Every line's word groups, and the in-memory rank's inputs: each item with its lexemes, and what the chain sells. */
async function inMemoryRank(db: typeof ctx.database.db) {
  const { lexemes } = await loadVocabulary(db);
  const groups = LINES.map((line) => lineWordGroups(line, lexemes, { chainSlug: "giant-eagle", spelling: RECEIPT_SPELLING }));
  const words = await db
    .select({
      id: groceryItems.id,
      lexemes: sql<string[]>`tsvector_to_array(to_tsvector('simple', ${groceryItems.searchText}))`,
    })
    .from(groceryItems);
  const lexemesOf = new Map(words.map((row) => [row.id, new Set(row.lexemes)]));
  const items = await itemsByIds(db, [...lexemesOf.keys()]);
  const inMemory = items.map((item) => ({ item, lexemes: lexemesOf.get(item.id)! }));
  const priced = await db
    .selectDistinct({ itemId: prices.itemId })
    .from(prices)
    .where(and(eq(prices.chainId, chainId), eq(prices.status, "trusted")));
  const sold = new Set(priced.map((row) => row.itemId));
  return { groups, inMemory, sold };
}

describe("a receipt's lines are matched against their candidates", () => {
  it("reads no statement of every catalog item, and still finds each line's item", async () => {
    ocrLines = ["GIANT EAGLE", "1901 MURRAY AVE", `PITTSBURGH PA ${zip}`, "11/20/2026 14:32", ...LINES, "TOTAL 18.77"].map(
      (text) => ({ text, confidence: 92 }),
    );
    const cookie = await signIn(ctx.app, "receipt-r32@example.com");
    const file = multipartFile(await giantEagleReceipt({ address: "1901 Murray Ave", zip }, "2026-11-20", 3));
    const log = logStatements(ctx.database.db);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/receipts",
      payload: file.payload,
      headers: { ...file.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.deps.receiptReader.idle();
    log.stop();
    const reads = log.statements.filter((s) => /from "?grocery_items"?/i.test(s.text));
    expect(reads.length).toBeGreaterThan(0);
    // Each read of grocery_items is filtered (by words or ids); before, one was `select ... from "grocery_items"`.
    for (const read of reads) expect(read.text).toMatch(/\bwhere\b/i);
    const receipt = (
      await ctx.app.inject({ url: `/api/receipts/${(res.json() as { id: string }).id}`, headers: { cookie } })
    ).json() as {
      status: string;
      lines: { itemId: number | null }[];
    };
    expect(receipt.status).toBe("read");
    expect(receipt.lines.map((line) => line.itemId)).toEqual(
      await giantEagle(["2% Reduced Fat Milk", "Boneless Skinless Chicken Breasts", "Large Eggs"]),
    );
  });

  it("keeps the chain's own item among more namesakes than a line reads (review R37)", async () => {
    ocrLines = ["GIANT EAGLE", "1901 MURRAY AVE", `PITTSBURGH PA ${zip}`, "11/20/2026 14:32", "BNLS SKNLS BRST 11.49"].map(
      (text) => ({ text, confidence: 92 }),
    );
    const cookie = await signIn(ctx.app, "receipt-r37@example.com");
    const file = multipartFile(await giantEagleReceipt({ address: "1901 Murray Ave", zip }, "2026-11-20", 4));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/receipts",
      payload: file.payload,
      headers: { ...file.headers, cookie },
    });
    await ctx.app.deps.receiptReader.idle();
    const receipt = (
      await ctx.app.inject({ url: `/api/receipts/${(res.json() as { id: string }).id}`, headers: { cookie } })
    ).json() as {
      lines: { itemId: number | null }[];
    };
    expect(receipt.lines.map((line) => line.itemId)).toEqual(await giantEagle(["Boneless Skinless Chicken Breasts"]));
  });

  it("reads at most its limit of items a line, the same ones the in-memory rank picks", async () => {
    const db = ctx.database.db;
    const { groups, inMemory, sold } = await inMemoryRank(db);
    for (const limit of [20, 100]) {
      const read = await candidateItems(db, groups, limit, chainId);
      expect(read.length).toBeLessThanOrEqual(LINES.length * limit);
      expect(read).toEqual(pickCandidates(groups, inMemory, limit, (id) => sold.has(id)));
    }
    const [chicken, eggs] = await giantEagle(["Boneless Skinless Chicken Breasts", "Large Eggs"]);
    expect((await candidateItems(db, [groups[1]!], 20, chainId)).map((item) => item.id)).toContain(chicken);
    expect((await candidateItems(db, [groups[2]!], 20, chainId)).map((item) => item.id)).toContain(eggs);
  });

  it("ranks the items having all of a line's words when enough of them have, not every item having one (review R38)", async () => {
    const db = ctx.database.db;
    // More items having one of the line's words than a line ranks in one statement (FEW): 4,500 chicken breasts.
    await db.insert(groceryItems).values(
      range(4500, (i) => `Chicken Breast Tray ${i}`).map((name, i) => ({
        key: `gtin-r38-${i}`,
        name,
        brand: "Testbrand",
        category: "Pantry",
        unit: "1 ct",
        size: 1,
        sizeUnit: "ct",
      })),
    );
    const { lexemes } = await loadVocabulary(db);
    const [line] = [LINES[1]!].map((text) => lineWordGroups(text, lexemes, { chainSlug: "giant-eagle", spelling: RECEIPT_SPELLING }));
    const log = logStatements(db);
    const read = await candidateItems(db, [line!], 20, chainId);
    log.stop();
    expect(read).toHaveLength(20);
    // Every row each statement took from grocery_items, as EXPLAIN ANALYZE counts them (rows times loops).
    let ranked = 0;
    for (const { text, params } of log.statements) {
      const result = (await db.execute(sql.raw(explain(text, params)))) as unknown;
      // postgres.js gives the rows, PGlite a result holding them; the plan as JSON or as its text.
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { "QUERY PLAN": unknown }[];
      const plan = row!["QUERY PLAN"];
      ranked += rowsOf(typeof plan === "string" ? plan : JSON.stringify(plan), "grocery_items");
    }
    const count = async (query: string) =>
      Number(
        (
          (await db
            .select({ n: sql<number>`count(*)` })
            .from(groceryItems)
            .where(sql`to_tsvector('simple', ${groceryItems.searchText}) @@ ${query}::tsquery`)) as { n: number }[]
        )[0]!.n,
      );
    const all = `(${line!.map((group) => `(${[...group.strong, ...group.weak].map((w) => `'${w}'`).join(" | ")})`).join(" & ")})`;
    const any = line!.flatMap((group) => [...group.strong, ...group.weak]).map((w) => `'${w}'`).join(" | ");
    // Read: the items having all its words, and at most FEW + 1 of those having any, twice (are they few?).
    const bound = (await count(all)) + 2 * (FEW + 1);
    expect(await count(any)).toBeGreaterThan(bound);
    expect(ranked).toBeLessThanOrEqual(bound);
    // The tiers' stop rule is exact (review R43): the same items the in-memory rank picks, beyond FEW items a word.
    const rank = await inMemoryRank(db);
    for (const limit of [20, 1000]) {
      expect(await candidateItems(db, rank.groups, limit, chainId)).toEqual(
        pickCandidates(rank.groups, rank.inMemory, limit, (id) => rank.sold.has(id)),
      );
    }
  });
});

