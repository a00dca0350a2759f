// @module-tag engines
import { describe, expect, it } from "vitest";
import { WORD_LIST_LENGTH } from "../../db/schema/index";
import { fromLists, type ListStat } from "./catalog-search-every-word";

// What a search of several words reads past the word lists (decision 037), decided from the lists' sizes and last
// items before anything is read: which listed items are the answer, and which blocks of 8,192 ids to read for the
// rest. A wrong plan still finds the right items (the reads go on until they have them) but reads more of the index
// or takes more statements, so these tests state the plan itself.

const NAME = WORD_LIST_LENGTH.name; // 200
const TEXT = WORD_LIST_LENGTH.text; // 100

/** A word's list in one field: full when it holds the field's length. */
const list = (inName: boolean, word: string, size: number, last: number, lastId = 1_000_000): ListStat => ({
  inName,
  word,
  size,
  last,
  lastId,
});
const full = (inName: boolean, word: string, last: number, lastId?: number) =>
  list(inName, word, inName ? NAME : TEXT, last, lastId);
/** `n` ids spread evenly up to `upTo`. */
const spread = (n: number, upTo: number) => Array.from({ length: n }, (_, i) => Math.round(((i + 1) * upTo) / n));

const twoWords = [["pelloquat"], ["drimbleroot"]];
const plan = (stats: ListStat[], name: number[], text: number[] = [], words = twoWords) =>
  fromLists(stats, { name, text }, words);

describe("the listed items that answer a search of several words", () => {
  it("are the first items by id, each once, when the lists hold enough of them", () => {
    const stats = [
      full(true, "pelloquat", 50_000),
      full(true, "drimbleroot", 40_000),
      full(false, "pelloquat", 30_000),
      full(false, "drimbleroot", 30_000),
    ];
    const name = spread(250, 50_000).reverse();
    const text = [...spread(120, 30_000), ...spread(120, 30_000)];
    const { ids, reads } = plan(stats, name, text);
    expect(ids).toEqual([...spread(250, 50_000).slice(0, NAME), ...spread(120, 30_000).slice(0, TEXT)]);
    expect(reads).toEqual([]);
  });

  it("stop where a word's lists stop being complete: the largest over the words of its shortest full list", () => {
    // "pea" stands for pea and peas: every item with it is listed up to 20,000 (the shorter of the two full lists).
    // "but" stands for but (full to 60,000) and butter (short: all its items are listed): complete up to 60,000.
    // An item having both words is listed under "but" if it is anywhere up to 60,000, so 60,000 is where the lists stop.
    const words = [
      ["pea", "peas"],
      ["but", "butter"],
    ];
    const stats = [
      full(true, "pea", 30_000),
      full(true, "peas", 20_000),
      full(true, "but", 60_000),
      list(true, "butter", 10, 5_000),
      list(false, "pea", 40, 900_000),
    ];
    const { ids, reads } = plan(stats, [70_000, 60_000, 60_001, 100, 25_000], [5, 900_000], words);
    expect(ids).toEqual([100, 25_000, 60_000, 5, 900_000]);
    // Name: 3 listed of 200 up to 60,000, so the rest are read from the block after it, to the last (too sparse).
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ after: 60_000, need: NAME - 3, from: 7, to: 122, lastBlock: 122 });
    expect(reads[0]!.part.inName).toBe(true);
    expect(reads[0]!.words).toEqual([
      ["pea", "peas"],
      ["but", "butter"],
    ]);
  });

  it("are all the listed ones when a word's lists are short, and nothing is read", () => {
    const stats = [full(true, "pelloquat", 50_000), list(true, "drimbleroot", 150, 700_000)];
    const { ids, reads } = plan(stats, [900_000, 3, 650_000]);
    expect(ids).toEqual([3, 650_000, 900_000]);
    expect(reads).toEqual([]);
  });

  it("are the answer when the lists are complete up to the catalog's last item, however few", () => {
    const lastId = 60_000;
    const stats = [full(true, "pelloquat", 60_000, lastId), full(true, "drimbleroot", 59_000, lastId)];
    expect(plan(stats, [10, 60_000])).toEqual({ ids: [10, 60_000], reads: [] });
    const short = [full(true, "pelloquat", 59_999, lastId), full(true, "drimbleroot", 59_000, lastId)];
    expect(plan(short, [10]).reads).toMatchObject([{ after: 59_999, need: NAME - 1, from: 7 }]);
  });

  it("are none, with nothing to read, when no word has a list (its items deleted since the vocabulary was read)", () => {
    expect(plan([], [])).toEqual({ ids: [], reads: [] });
  });

  it("are the answer when exactly the field's length of them are listed", () => {
    const stats = [full(true, "pelloquat", 50_000), full(true, "drimbleroot", 40_000)];
    expect(plan(stats, spread(NAME, 50_000)).reads).toEqual([]);
    expect(plan(stats, spread(NAME - 1, 50_000)).reads).toMatchObject([{ need: 1 }]);
  });
});

describe("the first read past the lists", () => {
  const stats = (complete: number, lastId = 1_000_000) => [
    full(true, "pelloquat", complete, lastId),
    full(true, "drimbleroot", complete - 1, lastId),
    full(false, "pelloquat", complete, lastId),
    full(false, "drimbleroot", complete, lastId),
  ];

  it("spans the blocks that should hold what is missing at the density the lists showed, and half as many again", () => {
    // 100 of 200 by name up to 50,000: 100 more need about 50,000 ids, 75,000 with half again: 10 blocks, and one more.
    const { reads } = plan(stats(50_000), spread(100, 50_000), spread(30, 50_000));
    expect(
      reads.map(({ part, after, need, from, to, lastBlock }) => ({ inName: part.inName, after, need, from, to, lastBlock })),
    ).toEqual([
      { inName: true, after: 50_000, need: 100, from: 6, to: 16, lastBlock: 122 },
      // 70 of 100 missing by search text at 30 per 50,000 ids: 175,000 ids with half again, 22 blocks and one more.
      { inName: false, after: 50_000, need: 70, from: 6, to: 28, lastBlock: 122 },
    ]);
  });

  it("reads as many blocks as the density asks, however many (decision 092), and to the last block when the lists showed none", () => {
    // 80,000 ids at 100 per 80,000, half again: 15 blocks and one more; at 10 per 85,000, 156 blocks and one more.
    expect(plan(stats(80_000), spread(100, 80_000)).reads[0]).toMatchObject({ from: 9, to: 24 });
    expect(plan(stats(85_000), spread(10, 85_000)).reads[0]).toMatchObject({ from: 10, to: 122 });
    expect(plan(stats(80_000), []).reads[0]).toMatchObject({ need: NAME, from: 9, to: 122 });
  });

  it("stops at the catalog's last block, and reads without blocks when that is every block from the first", () => {
    // Blocks 9 to 24 wanted, the catalog ends in block 12.
    expect(plan(stats(80_000, 100_000), spread(100, 80_000)).reads[0]).toMatchObject({ from: 9, to: 12, lastBlock: 12 });
    // 150 of 200 up to 5,000: two blocks from block 0, and block 1 is the catalog's last: everything.
    expect(plan(stats(5_000, 15_000), spread(150, 5_000)).reads[0]).toMatchObject({ from: 0, to: Infinity, lastBlock: 1 });
    // The same two blocks in a longer catalog are read as blocks.
    expect(plan(stats(5_000, 30_000), spread(150, 5_000)).reads[0]).toMatchObject({ from: 0, to: 1, lastBlock: 3 });
  });

  it("starts at the block of the first id after the lists, also when they end on a block's last id", () => {
    expect(plan(stats(2 * 8192 - 1), spread(150, 2 * 8192 - 1)).reads[0]).toMatchObject({ after: 16_383, from: 2 });
    expect(plan(stats(2 * 8192), spread(150, 2 * 8192)).reads[0]).toMatchObject({ after: 16_384, from: 2 });
  });

  it("reads each word as its catalog words, as they are", () => {
    const words = [["o'clock", "oclock"], ["back\\slash"]];
    const stats = [full(true, "o'clock", 50_000), full(true, "oclock", 50_000), full(true, "back\\slash", 50_000)];
    expect(plan(stats, [1], [], words).reads[0]!.words).toEqual(words);
  });
});
