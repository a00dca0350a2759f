import { createRequire } from "node:module";
import type { Worker } from "tesseract.js";
import type { OcrLineResult, OcrPort } from "./port";

// The English model ships in an npm package (nothing is downloaded at run time); its index names the folder.
const english = createRequire(import.meta.url)("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };

/** An idle engine is stopped after this long: it holds about 100 MB. */
const IDLE_MS = 2 * 60_000;

/**
 * tesseract.js in a worker thread, made on the first read and stopped when idle. Reads run one at a time
 * (each uses a whole core), in the order asked.
 */
export function createTesseractOcr(): OcrPort {
  let worker: Promise<Worker> | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let onProgress: ((fraction: number) => void) | undefined;

  // tesseract.js is imported at the first read, not at every start (issue 29 item 3).
  const start = async () => {
    const { createWorker, OEM } = await import("tesseract.js");
    return createWorker("eng", OEM.LSTM_ONLY, {
      langPath: english.langPath,
      gzip: english.gzip,
      // Read the model from the package each time a worker starts; never write a cache into the working directory.
      cacheMethod: "none",
      logger: (message) => {
        if (message.status === "recognizing text") onProgress?.(message.progress);
      },
    });
  };

  const stop = async () => {
    const current = worker;
    worker = undefined;
    if (current) await (await current.catch(() => undefined))?.terminate();
  };

  return {
    read(image, progress) {
      const run = queue.then(async () => {
        clearTimeout(idleTimer);
        worker ??= start();
        onProgress = progress;
        try {
          const result = await (await worker).recognize(image, {}, { blocks: true, text: false });
          const lines: OcrLineResult[] = [];
          for (const block of result.data.blocks ?? [])
            for (const paragraph of block.paragraphs)
              for (const line of paragraph.lines) lines.push({ text: line.text.trim(), confidence: line.confidence });
          return lines;
        } finally {
          onProgress = undefined;
          idleTimer = setTimeout(() => void stop(), IDLE_MS);
          idleTimer.unref();
        }
      });
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      clearTimeout(idleTimer);
      await stop();
    },
  };
}
