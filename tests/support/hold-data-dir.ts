// A child process for the data-directory lock tests: opens the embedded database in argv[2], writes
// one row, prints "ready" and keeps running until it is killed.
import { sql } from "drizzle-orm";
import { openPgliteDatabase } from "../../src/server/db/client";

const database = await openPgliteDatabase(process.argv[2]!);
await database.db.execute(sql`create table if not exists kept (v int)`);
await database.db.execute(sql`insert into kept values (${Number(process.argv[3] ?? 1)})`);
process.stdout.write("ready\n");
setInterval(() => {}, 60_000);
