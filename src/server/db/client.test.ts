// @module-tag engines
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { findSessionWithUser } from "../features/auth/auth.repository";
import { users } from "./schema/index";
import { DataDirLockedError, MAX_PREPARED_PARAMETERS, openPgliteDatabase, type Db } from "./client";

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
    // Three embedded databases opened (and migrated) one after another: past 30 s with both cores busy. A ceiling.
  }, 120_000);
});

describe.runIf(inject("postgresTemplate"))(
  "PostgreSQL statements (only with TEST_DATABASE_URL, as .ci/run sets; skipped on PGlite)",
  () => {
    it.each([
      [true, "keeps named prepared statements"],
      [false, "leaves no prepared statement on the connection, named drizzle queries included"],
    ])("with DATABASE_PREPARED_STATEMENTS=%s it %s", async (preparedStatements) => {
      const database = await createTestDatabase({ max: 1, preparedStatements });
      try {
        await findSessionWithUser(database.db, "no-such-token", new Date());
        await database.db.select({ id: users.id }).from(users).limit(1);
        const [row] = (await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements`)) as unknown as {
          n: number;
        }[];
        if (preparedStatements) expect(row!.n).toBeGreaterThanOrEqual(2);
        else expect(row!.n).toBe(0);
      } finally {
        await database.close();
      }
    });

    it.each([
      [true, 2],
      [false, 0],
    ])(
      "with DATABASE_PREPARED_STATEMENTS=%s a transaction's queries and a savepoint's are prepared alike (%s named)",
      async (preparedStatements, named) => {
        const database = await createTestDatabase({ max: 1, preparedStatements });
        try {
          // Queries as drizzle runs them (not named with .prepare), with a parameter (postgres.js sends a query without one
          // as a simple query, never prepared): before decision 104 a transaction's ran unnamed.
          await database.db.transaction(async (tx) => {
            await tx
              .select({ id: users.id })
              .from(users)
              .where(sql`${users.email} = ${"nobody"} and 'in-a-transaction' <> ''`);
            await tx.transaction((inner) =>
              inner
                .select({ id: users.id })
                .from(users)
                .where(sql`${users.email} = ${"nobody"} and 'in-a-savepoint' <> ''`),
            );
          });
          // The pattern split so that this statement (prepared too) does not name itself.
          const [row] = (await database.db.execute(
            sql`select count(*)::int as n from pg_prepared_statements where statement like '%in-a-' || 'transaction%' or statement like '%in-a-' || 'savepoint%'`,
          )) as unknown as { n: number }[];
          expect(row!.n).toBe(named);
        } finally {
          await database.close();
        }
      },
    );

    it("sends a statement of more values than MAX_PREPARED_PARAMETERS unnamed (a batch), in a transaction or not", async () => {
      const database = await createTestDatabase({ max: 1 });
      const emails = (n: number) => Array.from({ length: n }, (_, i) => `batch-${i}@example.com`);
      const find = (db: Db, n: number) =>
        db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.email, emails(n)));
      try {
        await find(database.db, MAX_PREPARED_PARAMETERS);
        await find(database.db, MAX_PREPARED_PARAMETERS + 1);
        await database.db.transaction(async (tx) => {
          await find(tx, MAX_PREPARED_PARAMETERS - 1);
          await find(tx, MAX_PREPARED_PARAMETERS + 2);
        });
        const rows = (await database.db.execute(
          sql`select statement from pg_prepared_statements where statement like '%' || 'email" in (%'`,
        )) as unknown as { statement: string }[];
        const values = rows.map((row) => row.statement.split("$").length - 1).sort((a, b) => a - b);
        expect(values).toEqual([MAX_PREPARED_PARAMETERS - 1, MAX_PREPARED_PARAMETERS]);
      } finally {
        await database.close();
      }
    });

    it("turns JIT compilation off on its database when it migrates (decision 096; as a database setting, which PgBouncer passes)", async () => {
      const database = await createTestDatabase({ max: 1 });
      try {
        // A copy of the migrated template: database settings are not copied with it.
        await database.migrate();
        const [row] = (await database.db.execute(sql`select current_setting('jit') as jit`)) as unknown as { jit: string }[];
        expect(row!.jit).toBe("off");
      } finally {
        await database.close();
      }
    });
  },
);
