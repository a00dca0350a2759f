/**
 * Runs `task` once the page has loaded, or soon if it already has: the demo's page starts the app after its first paint
 * (decision 038), usually after the `load` event, which a listener added then would never hear.
 */
export function afterLoad(task: () => void) {
  if (document.readyState === "complete") setTimeout(task, 0);
  else window.addEventListener("load", task, { once: true });
}
