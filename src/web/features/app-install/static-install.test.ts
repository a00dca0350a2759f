// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { wireStaticInstallButton } from "./static-install";

function offerInstall() {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  window.dispatchEvent(event);
  return { event, prompt };
}

describe("the static landing page's Install app button", () => {
  it("stays hidden until the browser offers installation, then takes the offer up once when pressed", () => {
    const button = document.createElement("button");
    button.hidden = true;
    wireStaticInstallButton(button);
    expect(button.hidden).toBe(true);

    const { event, prompt } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(button.hidden).toBe(false);

    button.click();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(button.hidden).toBe(true);
    button.click();
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("hides once the app is installed", () => {
    const button = document.createElement("button");
    button.hidden = true;
    wireStaticInstallButton(button);
    offerInstall();
    window.dispatchEvent(new Event("appinstalled"));
    expect(button.hidden).toBe(true);
  });
});
