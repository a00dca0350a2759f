/**
 * demo.html's one script (decision 038): after the drawn page's first paint, it preloads the app's chunks and starts the
 * app in tasks of its own, none long at a phone's speed: React DOM's initialisation first (its CommonJS body runs when
 * first required), then the app's code and the hydration. The page's script tag names the app's entry and its chunks.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(boot: HTMLScriptElement) {
  for (const href of JSON.parse(boot.dataset.preloads ?? "[]") as string[]) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
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
