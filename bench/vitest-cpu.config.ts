// The project's vitest config with bench/vitest-file-cpu.setup.ts added: per test file CPU seconds.
// Use: VITEST_CPU_OUT=/tmp/x.jsonl [TEST_DATABASE_URL=...] npx vitest run -c bench/vitest-cpu.config.ts [files]
// (per-file CPU sorted: see bench/history/2026-11-28b-ci.md)
import { mergeConfig } from "vitest/config";
import base from "../vitest.config";

export default mergeConfig(base, { test: { setupFiles: ["bench/vitest-file-cpu.setup.ts"] } });
