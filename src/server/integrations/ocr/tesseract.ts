import { createRequire } from "node:module";
import type { Worker } from "tesseract.js";
import type { OcrBox, OcrLineResult, OcrPort } from "./port";

// The English model ships in an npm package (nothing is downloaded at run time); its index names the folder.
const english = createRequire(import.meta.url)("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };

/**
 * A second pass reads prices only: these characters, the crops as one block of uniform lines (tesseract's page
 * segmentation mode 6). tesseract.js sets them for that one recognition and restores the defaults after it.
 */
export const PRICE_PASS = { tessedit_char_whitelist: "0123456789.,-", tessedit_pageseg_mode: "6" };

const box = ({ x0, y0, x1, y1 }: OcrBox): OcrBox => ({ x0, y0, x1, y1 });

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
      // A failed recognition rejects its read (handled below); without a handler tesseract.js also throws the error
      // from the worker's message listener, an uncaught exception that would end the server.
      errorHandler: () => {},
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
    read(image, progress, options) {
      const run = queue.then(async () => {
        clearTimeout(idleTimer);
        worker ??= start();
        onProgress = progress;
        try {
          // Parameters passed with a recognition are tesseract's own, for that recognition only.
          const parameters = (options?.pricesOnly ? PRICE_PASS : {}) as object;
          const result = await (await worker).recognize(image, parameters, { blocks: true, text: false });
          const lines: OcrLineResult[] = [];
          for (const block of result.data.blocks ?? [])
            for (const paragraph of block.paragraphs)
              for (const line of paragraph.lines)
                lines.push({
                  text: line.text.trim(),
                  confidence: line.confidence,
                  box: box(line.bbox),
                  words: line.words.map((word) => ({ text: word.text, box: box(word.bbox) })),
                });
          return lines;
        } catch (error) {
          // tesseract.js restores a recognition's own parameters only when it succeeds: after a failure the worker may
          // still read digits only (the price pass), so it is dropped and the next read starts a clean one (review R39).
          await stop();
          throw error;
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
