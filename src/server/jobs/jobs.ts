import type { AppConfig } from "../config";
import type { Database, Db } from "../db/client";
import { removeExpiredSessions } from "../features/auth/auth.service";
import { deliverDue } from "../features/outbox/outbox.sender";
import { createKrogerClientFor, refreshKrogerPrices } from "../features/price-import/kroger-prices.service";
import { dropOldMissingProductPhotos } from "../features/receipts/barcodes.service";
import { dropUnneededReceiptPhotos } from "../features/receipts/receipts.service";
import { removeUnusedSharedLists } from "../features/sharing/sharing.service";
import { runDueRecurringOrders } from "../features/recurring-orders/recurring-order-runs.service";
import type { MessageTransports } from "../integrations/messaging/port";
import { createTransports } from "../integrations/messaging/transports";
import type { Job } from "./scheduler";

/** `engine`: what the database is, for the jobs that differ between them (missing products' photos); PostgreSQL if not said. */
export type JobDeps = { db: Db; config: AppConfig; engine?: Database["kind"]; transports?: MessageTransports };

/** Every scheduled job of the app, in the order each run does them. */
export function createJobs({ db, config, engine = "postgres", transports = createTransports(config) }: JobDeps): Job[] {
  return [
    { name: "expired-sessions", runDue: async (now) => ({ processed: await removeExpiredSessions(db, now) }) },
    // Before the outbox, so the e-mails of the orders run now go out in the same run.
    { name: "recurring-orders", runDue: (now) => runDueRecurringOrders(db, now, config.publicUrl) },
    // Messages the kick after queueing did not deliver: retries when due, and whatever a stopped process left.
    { name: "outbox", runDue: async (now) => deliverDue(db, transports, now) },
    // Shared lists unseen for a year, and deleted ones past the daily limit's window (decision 045).
    { name: "shared-lists", runDue: async (now) => ({ processed: await removeUnusedSharedLists(db, now) }) },
    // Photos of products the catalog lacks, past their retention (decision 064).
    { name: "missing-product-photos", runDue: async (now) => ({ processed: await dropOldMissingProductPhotos(db, now, engine) }) },
    // Receipt photos no admin can open any more (decision 081), at the first run of each UTC day.
    onceADay("receipt-photos", (now) => dropUnneededReceiptPhotos(db, now, engine)),
    // Live Kroger prices, once a day when KROGER_CLIENT_ID / KROGER_CLIENT_SECRET are set (decision 019).
    ...(config.kroger ? [krogerJob(db, config.kroger)] : []),
  ];
}

const DAY_MS = 86_400_000;

/**
 * A job whose work runs at the first run of each UTC day on this instance (after a failure, at the next run): its
 * rule can change at any moment (an admin's decision), and on PGlite each drop rewrites a table (review R20).
 */
function onceADay(name: string, drop: (now: Date) => Promise<number>): Job {
  let doneOn: number | undefined;
  return {
    name,
    runDue: async (now) => {
      const day = Math.floor(now.getTime() / DAY_MS);
      if (day === doneOn) return { processed: 0 };
      const processed = await drop(now);
      doneOn = day;
      return { processed };
    },
  };
}

function krogerJob(db: Db, settings: NonNullable<AppConfig["kroger"]>): Job {
  return {
    name: "kroger-prices",
    runDue: (now) =>
      refreshKrogerPrices(
        db,
        createKrogerClientFor(db, settings, () => now),
        now,
      ),
  };
}
