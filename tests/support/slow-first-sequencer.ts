import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that run for minutes under load without being tagged slow (many generated cases, or many databases):
 * started early, with the slow ones, so none of them is still running alone at the end while the other workers
 * idle. Measured on 2026-11-27 (fuzz.test.ts started at 383 s of a 673 s run and ended at 646 s). Order only: a
 * file missing from this list runs in Vitest's order, a name that no longer exists changes nothing.
 */
const LONG = [
  "tests/security/fuzz.test.ts",
  "src/server/two-instances.test.ts",
  "src/server/features/pricing/price-provenance.routes.test.ts",
  "tests/search/rule.test.ts",
  "tests/security/authz-matrix.test.ts",
];

/**
 * Vitest's order (longest last time first, when it has run here before), with the files tagged
 * `// @module-tag slow` and the long files above first: they start processes, wait on them or run many cases for
 * tens of seconds, and started last they would leave every other worker idle at the end of the run.
 */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const first = (spec: TestSpecification) =>
      LONG.includes(path.relative(root, spec.moduleId)) || /^\/\/ @module-tag slow$/m.test(readFileSync(spec.moduleId, "utf8"));
    return [...sorted.filter(first), ...sorted.filter((spec) => !first(spec))];
  }
}
