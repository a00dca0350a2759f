import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The web app builds to dist/web, which the Fastify server serves. `npm run dev` runs this dev
// server with hot reload and proxies the API to the server on port 5000.
export default defineConfig({
  root: "src/web",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    target: "es2022",
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:5000",
      "/healthz": "http://localhost:5000",
    },
  },
});
