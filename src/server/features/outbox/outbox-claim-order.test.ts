import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/support/test-database";
import type { Database } from "../../db/client";
import { outboxMessages } from "../../db/schema/index";
import { claimDue } from "./outbox.repository";
import { queueMessage } from "./outbox.service";
import { sms } from "./outbox.test-harness";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("claiming due messages", () => {
  it("answers them in the order they were queued, whatever order the table holds them in", async () => {
    const { db } = database;
    const ids: number[] = [];
    for (const n of [60, 61, 62]) ids.push(await queueMessage(db, sms(n)));
    const due = new Date("2026-01-01T00:00:00Z");
    // Rewritten newest first, all due at one moment: on PostgreSQL each row's new version lands after the older ones,
    // so the table (and an UPDATE's RETURNING) holds them in the reverse of their ids.
    for (const id of [...ids].reverse())
      await db
        .update(outboxMessages)
        .set({ nextAttemptAt: due, body: sql`${outboxMessages.body}` })
        .where(eq(outboxMessages.id, id));
    // And with the plan PostgreSQL may choose under other statistics: the due ids gathered in a hash, not sorted.
    const claimed = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      return claimDue(tx, due, new Date(due.getTime() + 60_000), 10);
    });
    expect(claimed.map((row) => [row.id, row.body])).toEqual([
      [ids[0], "Text 60"],
      [ids[1], "Text 61"],
      [ids[2], "Text 62"],
    ]);
    expect(
      (await db.select({ attempts: outboxMessages.attempts }).from(outboxMessages).where(inArray(outboxMessages.id, ids))).map(
        (row) => row.attempts,
      ),
    ).toEqual([1, 1, 1]);
  });
});
