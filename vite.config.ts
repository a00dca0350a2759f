import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { minimal2023Preset } from "@vite-pwa/assets-generator/config";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";

const THEME_COLOR = "#047857";

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
    rollupOptions: { input: { index: "src/web/index.html", landing: "src/web/landing.html" } },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:5000",
      "/healthz": "http://localhost:5000",
    },
  },
});
