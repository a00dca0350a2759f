// A child process for the takeover-claim tests: claims the takeover of the lock judged in argv[3] (JSON) in the data
// directory argv[2], prints "claimed" and keeps running until it is killed (as if killed in the middle of a takeover).
import { claimTakeover, type JudgedLock } from "../../src/server/db/takeover-claim";

const claimed = await claimTakeover(process.argv[2]!, JSON.parse(process.argv[3]!) as JudgedLock);
process.stdout.write(claimed ? "claimed\n" : "refused\n");
setInterval(() => {}, 60_000);
