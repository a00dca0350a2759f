import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { vitestServerOptions } from "./vitest-server-options";

// The server's tests (API and repositories against the test database template), for mutation testing its services and repositories.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: vitestServerOptions(["src/server/**/*.test.ts"]),
});
