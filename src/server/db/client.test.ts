import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, openPgliteDatabase } from "./client";

const dir = mkdtempSync(path.join(os.tmpdir(), "pennycart-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("embedded database directory", () => {
  it("refuses a second process on the same DATA_DIR and keeps the data of the first", async () => {
    const first = await openPgliteDatabase(dir);
    await first.db.execute(sql`create table kept (v int)`);
    await first.db.execute(sql`insert into kept values (42)`);

    await expect(openPgliteDatabase(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openPgliteDatabase(dir)).rejects.toThrow(/Another PennyCart process is already using the data directory/);

    await first.close();
    const reopened = await openPgliteDatabase(dir);
    const result = (await reopened.db.execute(sql`select v from kept`)) as unknown as { rows: { v: number }[] };
    expect(result.rows).toEqual([{ v: 42 }]);
    await reopened.close();
  });
});
