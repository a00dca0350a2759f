import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Import boundaries from ARCHITECTURE.md §3: domain imports nothing of ours; server and web never
// import each other; web layers flow components/ui, lib -> features -> pages -> app.
const zones = [
  { target: "./src/domain", from: ["./src/server", "./src/web"], message: "domain is pure: it imports nothing of ours." },
  { target: "./src/server", from: "./src/web", message: "server never imports web." },
  { target: "./src/web", from: "./src/server", message: "web never imports server." },
  { target: ["./src/web/components", "./src/web/lib"], from: ["./src/web/features", "./src/web/pages", "./src/web/app"], message: "ui and lib sit below features." },
  { target: "./src/web/features", from: ["./src/web/pages", "./src/web/app"], message: "features never import pages or app." },
  { target: "./src/web/pages", from: "./src/web/app", message: "pages never import app." },
];
// One feature never imports another (compose them in pages).
for (const feature of readdirSync("./src/web/features")) {
  zones.push({ target: `./src/web/features/${feature}`, from: "./src/web/features", except: [`./${feature}`], message: "compose features in a page." });
}

export default tseslint.config(
  { ignores: ["dist/", "node_modules/", "coverage/", "test-results/", "playwright-report/", "src/server/db/migrations/", "reports/", ".stryker-tmp/", "bench/.out/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import/no-restricted-paths": ["error", { zones }],
      "import/no-cycle": ["error", { maxDepth: 10 }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: "Read settings through src/server/config.ts." },
      ],
    },
  },
  // Build scripts run with plain node before anything is compiled.
  { files: ["scripts/**/*.mjs"], languageOptions: { globals: { process: "readonly", console: "readonly" } } },
  // Stryker's configurations are plain ES modules run by node (they find stryker/exclusions.mjs by URL).
  { files: ["stryker/**/*.mjs"], languageOptions: { globals: { URL: "readonly" } } },
  {
    files: ["src/server/config.ts", "tests/**", "bench/**", "stryker/**", "*.config.ts", "*.config.js"],
    rules: { "no-restricted-syntax": "off" },
  },
);
