import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { minimal2023Preset } from "@vite-pwa/assets-generator/config";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const THEME_COLOR = "#047857";
/** The advertising address in built pages; the server writes its configured one in (src/web/app/visitor-page.tsx). */
const ADVERTISING_EMAIL_PLACEHOLDER = "advertising-email@pennycart.invalid";

/**
 * Writes the landing page into landing.html at build time (decision 024): `/` for a visitor without a session
 * paints from HTML and CSS alone. The markup comes from the app's own components (src/web/app/visitor-page.tsx).
 */
function prerenderLanding(): Plugin {
  return {
    name: "pennycart-prerender-landing",
    async transformIndexHtml(html, ctx) {
      if (!ctx.filename.endsWith("landing.html")) return html;
      const { tsImport } = await import("tsx/esm/api");
      const page = (await tsImport("./src/web/app/visitor-page.tsx", import.meta.url)) as { renderVisitorPage(): string };
      return html.replace('<div id="root"></div>', `<div id="root">${page.renderVisitorPage()}</div>`);
    },
  };
}

const ROOT_ELEMENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;

/**
 * Two more visitor pages made from the built ones, not entries of their own (a second entry with the same script
 * would split the app's first chunk in many): demo.html is index.html with the demo's first view drawn in, which
 * main.tsx hydrates; visitor.html is landing.html with an empty #root, which the server fills (decision 038).
 */
function deriveVisitorPages(): Plugin {
  const html = (asset: { type: string; source?: unknown } | undefined) =>
    asset?.type === "asset" && typeof asset.source === "string" ? asset.source : undefined;
  return {
    name: "pennycart-visitor-pages",
    apply: "build",
    enforce: "post",
    async generateBundle(_options, bundle) {
      const index = html(bundle["index.html"]);
      const landing = html(bundle["landing.html"]);
      if (!index || !landing) throw new Error("index.html and landing.html must be built before the visitor pages");
      const { tsImport } = await import("tsx/esm/api");
      const demo = (await tsImport("./src/web/app/prerender-demo.tsx", import.meta.url)) as { renderDemoPage(): Promise<string> };
      const demoRoot = `<div id="root" data-prerendered="demo" data-advertising-email="${ADVERTISING_EMAIL_PLACEHOLDER}">${await demo.renderDemoPage()}</div>`;
      // The app's scripts are fetched once the drawn page is on screen, not before its first paint: demo.html's one
      // script is the `demo-boot` entry (src/web/demo-boot.ts), which starts the app in tasks of their own (decision 038).
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(index);
      if (!entry) throw new Error("index.html has no module script");
      const boot = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === "demo-boot");
      if (!boot) throw new Error("the demo-boot entry must be built before demo.html");
      const preloads = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
      // Then the entry itself and the demo page's and workspace's chunks: put in by the boot in short tasks of their own, so the app's
      // lazy imports find them preloaded instead of adding some thirty links within one of React's tasks.
      const entryFiles = new Set([entry[1], ...preloads.map((m) => m[1])]);
      const demoFiles = chunksLoadedWith(bundle, [
        "src/web/pages/demo.tsx",
        "src/web/features/demo/components/demo-workspace.tsx",
      ])
        .map((file) => `/${file}`)
        .filter((file) => !entryFiles.has(file));
      const preloadList = [...preloads.map((m) => m[1]), entry[1], ...demoFiles];
      const script = `<script type="module" crossorigin src="/${boot.fileName}" data-app="${entry[1]}" data-preloads='${JSON.stringify(preloadList)}'></script>`;
      let demoHtml = index.replace(entry[0], () => `${script}\n    `);
      for (const preload of preloads) demoHtml = demoHtml.replace(preload[0], "");
      this.emitFile({ type: "asset", fileName: "demo.html", source: demoHtml.replace('<div id="root"></div>', () => demoRoot) });
      this.emitFile({
        type: "asset",
        fileName: "visitor.html",
        source: landing.replace(ROOT_ELEMENT, '<div id="root"></div>$1'),
      });
    },
  };
}

/** The chunks that loading these modules' chunks brings in (each chunk and what it imports statically), in load order. */
function chunksLoadedWith(bundle: Rolldown.OutputBundle, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
  const found: string[] = [];
  const visited = new Set<string>();
  const add = (fileName: string) => {
    // Marked before its imports are followed: chunks may import each other.
    if (visited.has(fileName)) return;
    visited.add(fileName);
    const chunk = chunks.find((c) => c.fileName === fileName);
    if (!chunk) throw new Error(`no chunk ${fileName} in the bundle`);
    for (const imported of chunk.imports) add(imported);
    found.push(fileName);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`no chunk for ${module}: the demo's preloads would be missing`);
    add(chunk.fileName);
  }
  return found;
}

/**
 * Builds the server's renderer of visitors' pages (a shared list: decision 038) from the app's components into
 * `<outDir>/ssr/static-pages.mjs`, self-contained (React included), so the server reads it as it reads the HTML and
 * never imports the web app's code. `.mjs`: neither precached nor pre-compressed; the server does not serve `ssr/`.
 */
function buildVisitorViewRenderer(): Plugin {
  let outDir = "";
  return {
    name: "pennycart-visitor-view-renderer",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        configFile: false,
        logLevel: "warn",
        plugins: [react()],
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          ssr: fileURLToPath(new URL("./src/web/app/static-pages.tsx", import.meta.url)),
          outDir: path.join(outDir, "ssr"),
          emptyOutDir: true,
          sourcemap: false,
          target: "node20",
          rollupOptions: { output: { entryFileNames: "static-pages.mjs" } },
        },
      });
    },
  };
}

// The web app builds to dist/web, which the Fastify server serves. `npm run dev` runs this dev
// server with hot reload and proxies the API to the server on port 5000.
// The service worker (decision 023) precaches the app shell so it opens offline; a new version
// waits until the shopper accepts the update prompt or closes every tab.
export default defineConfig({
  root: "src/web",
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
    deriveVisitorPages(),
    buildVisitorViewRenderer(),
    VitePWA({
      registerType: "prompt",
      // Registered by src/web/features/app-install after the page has loaded, not by an inline script.
      injectRegister: false,
      filename: "sw.js",
      manifestFilename: "manifest.webmanifest",
      // Icons (64, 192, 512, maskable 512, apple-touch 180) are drawn from one SVG at build time.
      pwaAssets: {
        image: "public/app-icon.svg",
        preset: { ...minimal2023Preset, maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: THEME_COLOR } } },
        overrideManifestIcons: true,
      },
      manifest: {
        id: "/",
        name: "PennyCart",
        short_name: "PennyCart",
        description: "Compare your grocery cart across nearby stores, and shop from the list even without signal.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: "#ffffff",
        shortcuts: [{ name: "Shopping list", short_name: "List", url: "/shop" }],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,ico,txt}"],
        // The pages the server sends visitors (decision 038) are never answered from the cache.
        // landing.html too: the server never sends it by that name (a file it does not serve is a 404, decision 043),
        // and one failed precache entry stops the service worker from installing.
        globIgnores: ["demo.html", "visitor.html", "landing.html", "ssr/**"],
        navigateFallback: "/index.html",
        // Pages the server renders itself or that are not the app: never answered from the shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz/, /^\/readyz/, /^\/shared\//],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
    // landing.html is `/` for a visitor without a session (decision 024): the landing page alone.
    // demo-boot is demo.html's one script (decision 038), written into that page by deriveVisitorPages.
    rollupOptions: {
      input: { index: "src/web/index.html", landing: "src/web/landing.html", "demo-boot": "src/web/demo-boot.ts" },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:5000",
      "/healthz": "http://localhost:5000",
    },
  },
});
