import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_PATHS, isAppPath } from "./app-paths";

describe("isAppPath", () => {
  it("knows the app's pages, with their parameters, any case and one trailing slash", () => {
    for (const path of ["/", "/login", "/LOGIN/", "/account", "/shared/abc-123", "/prices/items/42", "/receipts", "/receipts/9", "/dev/outbox"])
      expect(isAppPath(path), path).toBe(true);
  });

  it("refuses any other path", () => {
    for (const path of ["/nope", "/account/anything", "/shared", "/shared/", "/shared/a/b", "/prices/items", "/admin", "/login//", "//", "/loginx"])
      expect(isAppPath(path), path).toBe(false);
  });

  it("is the router's list: every Route of the web app names one of APP_PATHS", () => {
    const routes = readFileSync(new URL("../../web/app/routes.tsx", import.meta.url), "utf8");
    const used = [...routes.matchAll(/path=\{APP_PATHS\.(\w+)\}/g)].map((match) => match[1]);
    expect(used.sort()).toEqual(Object.keys(APP_PATHS).sort());
    expect(routes).not.toMatch(/path="/);
  });
});
