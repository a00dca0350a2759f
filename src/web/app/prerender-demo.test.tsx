// @vitest-environment jsdom
import { act } from "react";
import { afterAll, describe, expect, it } from "vitest";
import { queryClient } from "../lib/query-client";
import { renderDemoPage } from "./prerender-demo";
import { startApp } from "./start-app";

// demo.html's drawn page (decision 038) is exactly what the app draws first in the browser, so the app takes it over
// without drawing it again: React reports any difference as a recoverable error and redraws the page.

describe("the demo drawn at build time", () => {
  afterAll(() => queryClient.clear());

  it("is taken over by the app as drawn: same nodes, no mismatch", async () => {
    const html = await renderDemoPage();
    expect(html).toContain("Try PennyCart on a sample cart");
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain("advertising-email@pennycart.invalid");

    window.history.replaceState(null, "", "/demo");
    const root = document.createElement("div");
    root.dataset.prerendered = "demo";
    root.dataset.advertisingEmail = "advertising-email@pennycart.invalid";
    root.innerHTML = html;
    document.body.append(root);
    const heading = root.querySelector("h1");
    const signIn = root.querySelector("nav a[href='/api/login']");

    const errors: unknown[] = [];
    let app: ReturnType<typeof startApp> | undefined;
    await act(async () => {
      app = startApp(root, { onRecoverableError: (error) => errors.push(error) });
      // The demo page's own chunk arrives: its part of the page is hydrated then.
      await import("../pages/demo");
      await new Promise((resolve) => setTimeout(resolve, 50));
    });

    expect(errors).toEqual([]);
    expect(root.querySelector("h1")).toBe(heading);
    expect(root.querySelector("nav a[href='/api/login']")).toBe(signIn);
    expect(root.querySelector("footer a[href^='mailto:']")?.textContent).toBe("advertising-email@pennycart.invalid");
    act(() => app?.unmount());
  });
});
