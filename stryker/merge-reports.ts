// Merges Stryker JSON reports into one (used for src/domain's incremental file and the server's combined report).
// Later reports win for a mutant that appears in more than one (a changed source replaces the file's).
// Test ids are renumbered by test file and name, which is how Stryker's incremental mode matches tests,
// so a mutant keeps the tests that covered and killed it.
import { readFileSync } from "node:fs";

type Test = { id: string; name: string };
type Position = { line: number; column: number };
type Mutant = {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: Position; end: Position };
  coveredBy?: string[];
  killedBy?: string[];
};
type FileResult = { source: string; mutants: Mutant[] };
export type Report = { files: Record<string, FileResult>; testFiles?: Record<string, { source: string; tests: Test[] }> };

export function mergeReports(inputs: string[]): { merged: Report; mutants: number; tests: number } {
  const files = new Map<string, FileResult>();
  const testFiles = new Map<string, { source: string; tests: Map<string, Test> }>();
  const testIds = new Map<string, string>(); // test file and name -> new id
  let base: Report | undefined;

  const keyOf = ({ mutatorName, replacement, location: { start, end } }: Mutant) =>
    `${mutatorName}|${replacement}|${start.line}:${start.column}-${end.line}:${end.column}`;

  const idOf = (file: string, name: string): string => {
    const key = `${file}\n${name}`;
    if (!testIds.has(key)) testIds.set(key, String(testIds.size));
    return testIds.get(key)!;
  };

  for (const input of inputs) {
    const report = JSON.parse(readFileSync(input, "utf8")) as Report;
    base ??= report;
    const remap = new Map<string, string>();
    for (const [file, { source, tests }] of Object.entries(report.testFiles ?? {})) {
      const entry = testFiles.get(file) ?? { source, tests: new Map<string, Test>() };
      entry.source = source;
      for (const test of tests) {
        const id = idOf(file, test.name);
        remap.set(test.id, id);
        entry.tests.set(id, { ...test, id });
      }
      testFiles.set(file, entry);
    }
    const ids = (list: string[] | undefined) => list?.map((id) => remap.get(id)).filter((id) => id !== undefined);
    for (const [file, result] of Object.entries(report.files)) {
      const mutants = result.mutants.map((mutant) => ({
        ...mutant,
        coveredBy: ids(mutant.coveredBy),
        killedBy: ids(mutant.killedBy),
      }));
      const earlier = files.get(file);
      // A run of some lines of a file (--mutate file:10-20) updates those mutants; a changed source replaces them all.
      const kept =
        earlier?.source === result.source ? earlier.mutants.filter((m) => !mutants.some((n) => keyOf(n) === keyOf(m))) : [];
      files.set(file, { ...result, mutants: [...kept, ...mutants] });
    }
  }

  let mutantId = 0;
  const merged = {
    ...base,
    files: Object.fromEntries(
      [...files]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, result]) => [
          file,
          { ...result, mutants: result.mutants.map((mutant) => ({ ...mutant, id: String(mutantId++) })) },
        ]),
    ),
    testFiles: Object.fromEntries(
      [...testFiles]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([file, { source, tests }]) => [file, { source, tests: [...tests.values()] }]),
    ),
  };
  return { merged: merged as Report, mutants: mutantId, tests: testIds.size };
}
