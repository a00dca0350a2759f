/**
 * The listed items as `npm run build` read them from the catalog files (scripts/build.mjs), written beside the compiled
 * server's data: parsing and checking those files at every start cost a restart about 0.5 s of CPU before /readyz
 * (issue 29 item 3, bench/RESULTS.md); loading what the build read costs a JSON parse.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSeedInputsKey } from "../seed-inputs";
import type { ListedItem } from "./catalog-files";

/** dist/server/db/seed/listed-items.json in a build: outside the data files' folder, so not one of the seed's inputs. */
export const BUILT_LISTED_ITEMS_FILE = fileURLToPath(new URL("../listed-items.json", import.meta.url));

/** What the build writes: the items, and the inputs key (decision 077) of the sources and data files it read them from. */
export type BuiltListedItems = { inputsKey: string; items: ListedItem[] };

/**
 * The build's items when they were read from the very files and code this server would read them with: the file's
 * inputs key (the build's sources digest and every seed data file) equals this server's. Else undefined (run from
 * source, no such file, a data file edited after the build), and the catalog files are read at the start as before.
 */
export function readBuiltListedItems(
  inputsKey: string | undefined = buildSeedInputsKey(),
  file: string = BUILT_LISTED_ITEMS_FILE,
): ListedItem[] | undefined {
  if (inputsKey === undefined || !existsSync(file)) return undefined;
  const built = JSON.parse(readFileSync(file, "utf8")) as BuiltListedItems;
  return built.inputsKey === inputsKey ? built.items : undefined;
}
