import { execFile } from "node:child_process";
import { createRequire } from "node:module";

/** The file of sharp the server requires at the first photo (its CommonJS entry), and the readiness check loads. */
export const SHARP_ENTRY = createRequire(import.meta.url).resolve("sharp");

/** What readiness says of sharp (libvips, a native module): loads here, not yet known, or cannot load. */
export type ImageLibraryState = "ok" | "checking" | "unavailable";
export type ImageLibraryCheck = { state(): ImageLibraryState; done: Promise<{ state: ImageLibraryState; reason?: string }> };

/**
 * Whether sharp loads on this machine (its binary for this platform installed, libvips linked), found out once at
 * start in a child process: the server loads sharp only at the first photo (issue 29 item 3), so it neither waits
 * ~0.2-0.6 s of CPU for it nor holds its ~29 MB, yet a deployment where it cannot load is never ready (before, such a
 * server failed at its start). The child requires the very file the server requires at the first photo (SHARP_ENTRY,
 * features/receipts/receipt-image.ts): ~0.3 s of CPU, against ~0.55 s for its ES module entry.
 * `command` is the child's argv, for tests.
 */
export function checkImageLibrary(
  command: readonly string[] = [process.execPath, "-e", `require(${JSON.stringify(SHARP_ENTRY)})`],
): ImageLibraryCheck {
  let state: ImageLibraryState = "checking";
  const done = new Promise<{ state: ImageLibraryState; reason?: string }>((resolve) => {
    execFile(command[0]!, command.slice(1), { timeout: 60_000 }, (error, _stdout, stderr) => {
      state = error ? "unavailable" : "ok";
      resolve(error ? { state, reason: (stderr.trim() || error.message).split("\n").slice(0, 3).join(" ") } : { state });
    });
  });
  return { state: () => state, done };
}
