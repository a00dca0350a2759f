import { describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app";
import { createRequire } from "node:module";
import { loadSharp } from "../features/receipts/receipt-image";
import { checkImageLibrary, SHARP_ENTRY, type ImageLibraryCheck } from "./image-library";

const fixed = (state: ReturnType<ImageLibraryCheck["state"]>): ImageLibraryCheck => ({
  state: () => state,
  done: new Promise(() => {}),
});

describe("the image library at start (sharp loads only at the first photo)", () => {
  it("is found to load here, in a child process, without loading it into this one", async () => {
    const check = checkImageLibrary();
    expect(check.state()).toBe("checking");
    expect(await check.done).toEqual({ state: "ok" });
    expect(check.state()).toBe("ok");
  });

  it("is checked by loading the very file the server loads at the first photo", async () => {
    const sharp = await loadSharp();
    expect(typeof sharp).toBe("function");
    expect(createRequire(import.meta.url).cache[SHARP_ENTRY]?.exports).toBe(sharp);
  });

  it("is reported unavailable, with the loader's first words as the reason, when it cannot load", async () => {
    const check = checkImageLibrary([process.execPath, "-e", "throw new Error('Could not load the sharp module')"]);
    const result = await check.done;
    expect(result.state).toBe("unavailable");
    expect(result.reason).toContain("Could not load the sharp module");
    expect(check.state()).toBe("unavailable");
  });

  it("keeps the instance not ready while it is being checked and when it cannot load, without saying why", async () => {
    const first = await createTestApp({}, { imageLibrary: fixed("checking") });
    try {
      const checking = await first.app.inject({ url: "/readyz" });
      expect(checking.statusCode).toBe(503);
      expect(checking.json()).toEqual({ status: "starting", rateLimits: "per instance", images: "checking" });
      for (const [state, code, status] of [
        ["unavailable", 503, "image library unavailable"],
        ["ok", 200, "ready"],
      ] as const) {
        const other = await createTestApp({}, { database: first.database, imageLibrary: fixed(state) });
        const res = await other.app.inject({ url: "/readyz" });
        await other.app.close();
        expect(res.statusCode, state).toBe(code);
        expect(res.json(), state).toEqual({ status, rateLimits: "per instance", images: state });
      }
      expect((await first.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await first.close();
    }
  });
});
