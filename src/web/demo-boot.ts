/**
 * demo.html's one script (decision 038): after the drawn page's first paint, it preloads the app's and the demo's
 * chunks (a few per task) and starts the app in tasks of its own, none long at a phone's speed: React DOM's
 * initialisation first (its CommonJS body runs when first required), then the app's code and the hydration. The
 * page's script tag names the app's entry and its chunks.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Adding a preload link costs about a millisecond of a phone's main thread: a few per task. */
const PRELOADS_PER_TASK = 4;

async function start(boot: HTMLScriptElement) {
  // The app's chunks, then the demo page's: all of them before the app runs, so its lazy imports add no links.
  const hrefs = JSON.parse(boot.dataset.preloads ?? "[]") as string[];
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await nextTask();
    for (const href of hrefs.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  }
  await import("react-dom/client");
  await nextTask();
  await import(/* @vite-ignore */ boot.dataset.app!);
}

const boot = document.querySelector<HTMLScriptElement>("script[data-app]");
if (!boot) throw new Error("demo.html's script names no app entry");
// A tab opened in the background paints nothing and runs no frames: start at once.
if (document.visibilityState === "hidden") void start(boot);
else requestAnimationFrame(() => setTimeout(() => void start(boot), 0));
