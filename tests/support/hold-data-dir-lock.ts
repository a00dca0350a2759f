// A child process for the data-directory lock tests: takes the lock on argv[2] (no database: quick to start), prints
// "ready" and keeps running until it is killed.
import { mkdirSync } from "node:fs";
import { lockDataDir } from "../../src/server/db/data-dir-lock";

mkdirSync(process.argv[2]!, { recursive: true });
await lockDataDir(process.argv[2]!);
process.stdout.write("ready\n");
setInterval(() => {}, 60_000);
