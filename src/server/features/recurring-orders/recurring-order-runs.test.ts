// @module-tag slow
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, postgresUrlOf, writePgliteTemplate } from "../../../../tests/support/test-database";
import { loadConfig } from "../../config";
import { openPgliteDatabase, openPostgresDatabase, type Database, type Db } from "../../db/client";
import { cartEntries, familyMembers, groceryItems, outboxMessages, recurringOrders, users } from "../../db/schema/index";
import { createJobs } from "../../jobs/jobs";
import { runJobsOnce } from "../../jobs/scheduler";
import { runDueRecurringOrders } from "./recurring-order-runs.service";
import { createRecurringOrder, setRecurringOrderActive } from "./recurring-orders.service";
import { childEnv } from "../../../../tests/support/child-env";

const DAY = 864e5;
const URL_BASE = "http://localhost:5000";
const later = (date: Date, days: number) => new Date(date.getTime() + days * DAY);

type Plan = "active" | "free" | "lapsed" | "family";
async function createShopper(db: Db, plan: Plan = "active"): Promise<{ id: string; email: string }> {
  const email = `${plan}-${randomBytes(4).toString("hex")}@example.com`;
  const far = new Date("2099-01-01T00:00:00Z");
  const fields = {
    active: { subscriptionStatus: "active" as const, subscriptionCurrentPeriodEnd: far },
    family: {},
    free: {},
    lapsed: {
      createdAt: new Date("2020-01-01T00:00:00Z"),
      subscriptionStatus: "canceled" as const,
      subscriptionCanceledAt: new Date("2020-01-10T00:00:00Z"),
      subscriptionCurrentPeriodEnd: new Date("2020-02-01T00:00:00Z"),
    },
  }[plan];
  // Family Premium is derived from the family list (decision 046), not written.
  if (plan === "family") await db.insert(familyMembers).values({ name: "Robin", email });
  const [row] = await db
    .insert(users)
    .values({ email, firstName: "Robin", ...fields })
    .returning({ id: users.id });
  return { id: row!.id, email };
}

const cartOf = async (db: Db, userId: string) =>
  Object.fromEntries(
    (await db.select().from(cartEntries).where(eq(cartEntries.userId, userId))).map((e) => [e.itemId, e.quantity]),
  );
const orderRow = async (db: Db, id: number) => (await db.select().from(recurringOrders).where(eq(recurringOrders.id, id)))[0]!;
const mailsTo = (db: Db, userId: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.userId, userId), eq(outboxMessages.kind, "recurring-order")));

describe("the recurring-orders job (embedded PostgreSQL)", () => {
  let database: Database;
  let db: Db;
  let items: { id: number; name: string }[];
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    items = await db.select({ id: groceryItems.id, name: groceryItems.name }).from(groceryItems).limit(3);
  });
  afterAll(() => database.close());

  const created = new Date("2027-03-01T10:00:00Z");
  const order = (userId: string, frequency: "weekly" | "monthly" = "weekly", at = created) =>
    createRecurringOrder(
      db,
      userId,
      {
        frequency,
        items: [
          { itemId: items[0]!.id, quantity: 2 },
          { itemId: items[1]!.id, quantity: 1 },
        ],
      },
      at,
    );

  it("adds a due order's items to the cart once, merging quantities, and queues one e-mail", async () => {
    const shopper = await createShopper(db);
    const { id } = await order(shopper.id);
    await db.insert(cartEntries).values({ userId: shopper.id, itemId: items[0]!.id, quantity: 1 });

    expect(await runDueRecurringOrders(db, later(created, 6), URL_BASE)).toEqual({ processed: 0 });
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 1 });

    const now = later(created, 8);
    expect(await runDueRecurringOrders(db, now, URL_BASE)).toEqual({ processed: 1 });
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 3, [items[1]!.id]: 1 });
    const row = await orderRow(db, id);
    expect(row.lastRunAt).toEqual(now);
    // From the due date (day 7), not from the run (day 8).
    expect(row.nextOrderAt).toEqual(later(created, 14));
    const mails = await mailsTo(db, shopper.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email", recipient: shopper.email, status: "queued" });
    expect(mails[0]!.subject).toBe("Your weekly PennyCart order is in your cart");
    expect(mails[0]!.body).toContain(`- ${items[0]!.name}`);
    expect(mails[0]!.body).toContain("x 2");
    expect(mails[0]!.body).toContain(`${URL_BASE}/`);

    // The same instant again: nothing more.
    expect(await runDueRecurringOrders(db, now, URL_BASE)).toEqual({ processed: 0 });
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 3, [items[1]!.id]: 1 });
    expect(await mailsTo(db, shopper.id)).toHaveLength(1);
  });

  it("runs a missed stretch once and moves on to the next date ahead", async () => {
    const shopper = await createShopper(db, "family");
    const { id } = await order(shopper.id);
    const now = later(created, 30); // due on day 7; the server was down until day 30
    expect((await runDueRecurringOrders(db, now, URL_BASE)).processed).toBeGreaterThanOrEqual(1);
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 2, [items[1]!.id]: 1 });
    expect((await orderRow(db, id)).nextOrderAt).toEqual(later(created, 35));
    await runDueRecurringOrders(db, later(created, 34), URL_BASE);
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 2, [items[1]!.id]: 1 });
    expect(await mailsTo(db, shopper.id)).toHaveLength(1);
  });

  it("keeps a monthly order made on Jan 31 on the month's last day: Feb 28, then Mar 31", async () => {
    const shopper = await createShopper(db);
    const jan31 = new Date(2027, 0, 31, 9, 0);
    const made = await order(shopper.id, "monthly", jan31);
    expect(new Date(made.nextOrderDate)).toEqual(new Date(2027, 1, 28, 9, 0));
    await runDueRecurringOrders(db, new Date(2027, 1, 28, 9, 1), URL_BASE);
    expect((await orderRow(db, made.id)).nextOrderAt).toEqual(new Date(2027, 2, 31, 9, 0));
    await runDueRecurringOrders(db, new Date(2027, 2, 31, 9, 0), URL_BASE);
    expect((await orderRow(db, made.id)).nextOrderAt).toEqual(new Date(2027, 3, 30, 9, 0));
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 4, [items[1]!.id]: 2 });
  });

  it("leaves paused orders and orders of users without Premium as they are", async () => {
    const paused = await createShopper(db);
    const free = await createShopper(db, "free");
    const lapsed = await createShopper(db, "lapsed");
    const orders = [await order(paused.id), await order(free.id), await order(lapsed.id)];
    await setRecurringOrderActive(db, paused.id, orders[0]!.id, false, created);
    const before = await Promise.all(orders.map((o) => orderRow(db, o.id)));
    await runDueRecurringOrders(db, later(created, 8), URL_BASE);
    expect(await Promise.all(orders.map((o) => orderRow(db, o.id)))).toEqual(before);
    for (const user of [paused, free, lapsed]) {
      expect(await cartOf(db, user.id)).toEqual({});
      expect(await mailsTo(db, user.id)).toEqual([]);
    }
  });

  it("is not held up by due orders of users without Premium filling the batch", async () => {
    // Earlier than every other test's orders, so only these are due.
    const early = new Date("2026-01-01T10:00:00Z");
    const lapsed = [await createShopper(db, "lapsed"), await createShopper(db, "lapsed")];
    for (const user of lapsed) await order(user.id, "weekly", early);
    const grace = await createShopper(db, "lapsed");
    await db
      .update(users)
      .set({ subscriptionCurrentPeriodEnd: new Date("2026-02-01T00:00:00Z") })
      .where(eq(users.id, grace.id));
    const shopper = await createShopper(db);
    await order(grace.id, "weekly", later(early, 1));
    await order(shopper.id, "weekly", later(early, 1));
    // A batch of 2: the lapsed users' orders are due first and stay due, run after run.
    expect(await runDueRecurringOrders(db, later(early, 10), URL_BASE, 2)).toEqual({ processed: 2 });
    expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 2, [items[1]!.id]: 1 });
    expect(await cartOf(db, grace.id)).toEqual({ [items[0]!.id]: 2, [items[1]!.id]: 1 });
    for (const user of lapsed) expect(await cartOf(db, user.id)).toEqual({});
  });

  it("is the scheduler's 'recurring-orders' job", async () => {
    const shopper = await createShopper(db);
    const { id } = await order(shopper.id, "weekly", new Date("2027-05-01T10:00:00Z"));
    const config = loadConfig({ APP_ENV: "test", DATA_DIR: "/nonexistent-test-data" });
    const jobs = createJobs({ db, config });
    expect(jobs.map((job) => job.name)).toContain("recurring-orders");
    const results = await runJobsOnce(
      jobs.filter((job) => job.name === "recurring-orders"),
      new Date("2027-05-08T10:00:00Z"),
      { info: () => {}, error: () => {} },
    );
    expect(results["recurring-orders"]).toMatchObject({ processed: expect.any(Number) });
    expect((await orderRow(db, id)).lastRunAt).toEqual(new Date("2027-05-08T10:00:00Z"));
  });
});

// Two app instances on one PostgreSQL server, each running its scheduler at the same instant: every
// due order runs exactly once. Needs a server (TEST_DATABASE_URL, as .ci/run sets); skipped on PGlite.
const server = inject("postgresTemplate");
describe.skipIf(!server)("two schedulers at once on PostgreSQL (skipped without TEST_DATABASE_URL)", () => {
  let name: string;
  let instances: Database[] = [];
  beforeAll(async () => {
    name = `pc_test_${randomBytes(6).toString("hex")}`;
    const admin = postgres(server!.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${server!.templateName}`);
    await admin.end();
    const url = new URL(server!.adminUrl);
    url.pathname = `/${name}`;
    instances = [openPostgresDatabase(url.href, { max: 4 }), openPostgresDatabase(url.href, { max: 4 })];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    const admin = postgres(server!.adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("runs each due order once", async () => {
    const db = instances[0]!.db;
    const items = await db.select({ id: groceryItems.id }).from(groceryItems).limit(2);
    const created = new Date("2027-03-01T10:00:00Z");
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => createShopper(db)));
    const orders = [];
    for (const shopper of shoppers) {
      for (const frequency of ["weekly", "monthly"] as const) {
        orders.push(
          await createRecurringOrder(
            db,
            shopper.id,
            { frequency, items: [{ itemId: items[frequency === "weekly" ? 0 : 1]!.id, quantity: 1 }] },
            created,
          ),
        );
      }
    }
    const now = later(created, 40);
    // Two instances, each starting two overlapping runs, all at the same instant.
    const reports = await Promise.all(
      [...instances, ...instances].map((instance) => runDueRecurringOrders(instance.db, now, URL_BASE)),
    );
    expect(reports.reduce((sum, report) => sum + report.processed, 0)).toBe(orders.length);
    for (const shopper of shoppers) {
      expect(await cartOf(db, shopper.id)).toEqual({ [items[0]!.id]: 1, [items[1]!.id]: 1 });
      expect(await mailsTo(db, shopper.id)).toHaveLength(2);
    }
    for (const made of orders) {
      const row = await orderRow(db, made.id);
      expect(row.lastRunAt).toEqual(now);
      expect(row.nextOrderAt.getTime()).toBeGreaterThan(now.getTime());
    }
  });
});

// The CLI opens a copy of the test template: on the PostgreSQL server (DATABASE_URL) when TEST_DATABASE_URL is set, as
// CI runs this file, else in a PGlite data directory (DATA_DIR). It used to seed a new PGlite directory itself: 70 s of
// CI's time, 179 s at load 8-12 (decision 067).
describe("npm run jobs:run-due with a recurring order due", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "pennycart-recurring-cli-"));
  let onServer: Database | undefined;
  beforeAll(async () => {
    if (server) onServer = await createTestDatabase();
    else await writePgliteTemplate(dataDir);
  });
  afterAll(async () => {
    await onServer?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const runDue = (now: string) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "src/server/cli/run-due-jobs.ts", `--now=${now}`], {
      env: childEnv({ DATA_DIR: dataDir, DATABASE_URL: onServer ? postgresUrlOf(onServer)! : "", APP_ENV: "development" }),
    });
  // The embedded database is opened by one process at a time: the test's own connection is closed while the CLI runs.
  const withData = async <T>(read: (db: Db) => Promise<T>): Promise<T> => {
    if (onServer) return read(onServer.db);
    const database = await openPgliteDatabase(dataDir);
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  };

  // A ceiling, not a measurement: two CLI starts, each importing the server's modules through tsx.
  it("adds the order's items to the cart 8 days later, once; the same instant again adds nothing", async () => {
    const created = new Date("2027-06-01T12:00:00Z");
    const { shopper, itemId } = await withData(async (db) => {
      const shopper = await createShopper(db);
      const [item] = await db.select({ id: groceryItems.id }).from(groceryItems).limit(1);
      await createRecurringOrder(db, shopper.id, { frequency: "weekly", items: [{ itemId: item!.id, quantity: 3 }] }, created);
      return { shopper, itemId: item!.id };
    });
    const eightDaysLater = later(created, 8).toISOString();
    const first = await runDue(eightDaysLater);
    expect(first.stdout).toContain("recurring-orders: 1 done");
    expect(await withData((db) => cartOf(db, shopper.id))).toEqual({ [itemId]: 3 });
    const second = await runDue(eightDaysLater);
    expect(second.stdout).toContain("recurring-orders: 0 done");
    expect(await withData((db) => cartOf(db, shopper.id))).toEqual({ [itemId]: 3 });
  }, 180_000);
});
