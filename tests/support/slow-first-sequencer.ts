import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest's order (longest last time first, or largest file first when nothing is cached, as on a clean clone), with
 * the files tagged `// @module-tag slow` before all others: they start processes and wait on them for tens of seconds,
 * and started last they would leave every other worker idle at the end of the run.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = (spec: TestSpecification) => /^\/\/ @module-tag slow$/m.test(readFileSync(spec.moduleId, "utf8"));
    return [...sorted.filter(slow), ...sorted.filter((spec) => !slow(spec))];
  }
}
