import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SEED_FILES_DIR, seedInputsKey } from "../seed-inputs";
import { readBuiltListedItems, type BuiltListedItems } from "./built-listed-items";
import { LISTED_ITEMS, readListedItems } from "./catalog-files";

// Issue 29 item 3: a compiled server loads the items its build read from the catalog files (scripts/build.mjs)
// instead of parsing the files at every start, but only while those files and the code are the ones the build read.
const dir = mkdtempSync(path.join(os.tmpdir(), "built-listed-items-"));
const data = path.join(dir, "catalog");
cpSync(SEED_FILES_DIR, data, { recursive: true });
const file = path.join(dir, "listed-items.json");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const items = readListedItems();
const write = (built: BuiltListedItems) => writeFileSync(file, JSON.stringify(built));

describe("the listed items a build read", () => {
  it("are what a start reads from the files, unchanged by the build's JSON", () => {
    expect(JSON.parse(JSON.stringify(items))).toStrictEqual(items);
  });

  it("are used while the sources and every data file are those the build read them from", () => {
    write({ inputsKey: seedInputsKey("build-1", data), items });
    expect(readBuiltListedItems(seedInputsKey("build-1", data), file)).toStrictEqual(items);
  });

  it("are not used once the code or a data file changed: the files are read at the start", () => {
    write({ inputsKey: seedInputsKey("build-1", data), items: items.slice(0, 1) });
    expect(readBuiltListedItems(seedInputsKey("build-2", data), file)).toBeUndefined();
    appendFileSync(path.join(data, "items", "dairy.csv"), "\n");
    expect(readBuiltListedItems(seedInputsKey("build-1", data), file)).toBeUndefined();
  });

  it("are not looked for when run from source, or without the build's file", () => {
    write({ inputsKey: "inputs:x", items: [] });
    expect(readBuiltListedItems(undefined, file)).toBeUndefined();
    expect(readBuiltListedItems("inputs:x", path.join(dir, "absent.json"))).toBeUndefined();
    expect(LISTED_ITEMS).toStrictEqual(items);
  });
});
