import type { Db } from "../../db/client";
import type { OutboxMessageRow } from "../../db/schema/index";
import type { MessageTransports } from "../../integrations/messaging/port";
import * as repo from "./outbox.repository";

/** Attempts before a message is marked failed. */
export const MAX_ATTEMPTS = 8;
/** Wait before the second attempt; doubled after each failure, up to MAX_BACKOFF_MS. */
export const FIRST_BACKOFF_MS = 30_000;
export const MAX_BACKOFF_MS = 60 * 60_000;
/** How long a claimed message is reserved for its sender (then another may retry it). */
export const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** The wait after failed attempt number `attempts` (1-based): 30 s, 1 min, 2 min, ... at most 1 h. */
export const backoffMs = (attempts: number) => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
const quietLog: Log = { warn: () => {}, error: () => {} };

export type DeliveryReport = { processed: number; sent: number; retrying: number; failed: number };

/** Delivers every queued message due at `now` (batch after batch), each through its channel's transport. */
export async function deliverDue(
  db: Db,
  transports: MessageTransports,
  now: Date,
  log: Log = quietLog,
  clock: () => Date = () => now,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { processed: 0, sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const claimed = await repo.claimDue(db, now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (claimed.length === 0) return report;
    for (const message of claimed) {
      // The batch is sent one by one: when a send before this one outlasted the lease, another sender
      // may have claimed this message meanwhile (and sent it). Only a claim still ours is sent, leased anew.
      if (!(await repo.renewClaim(db, message.id, message.attempts, new Date(clock().getTime() + LEASE_MS)))) continue;
      report.processed++;
      const outcome = await deliverOne(db, transports, message, clock(), log);
      report[outcome]++;
    }
  }
}

async function deliverOne(
  db: Db,
  transports: MessageTransports,
  message: OutboxMessageRow,
  now: Date,
  log: Log,
): Promise<"sent" | "retrying" | "failed"> {
  const transport = transports[message.channel];
  try {
    const result = await transport.send(message);
    await repo.markSent(db, message.id, {
      transport: transport.name,
      providerMessageId: result.providerMessageId ?? null,
      sentAt: now,
    });
    return "sent";
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const giveUp = message.attempts >= MAX_ATTEMPTS;
    await repo.markAttemptFailed(
      db,
      message.id,
      message.attempts,
      reason,
      giveUp ? null : new Date(now.getTime() + backoffMs(message.attempts)),
    );
    if (giveUp) log.error({ outboxId: message.id, channel: message.channel, err: reason }, "message delivery failed for good");
    else
      log.warn(
        { outboxId: message.id, channel: message.channel, attempt: message.attempts, err: reason },
        "message delivery failed; will retry",
      );
    return giveUp ? "failed" : "retrying";
  }
}

export type OutboxSender = {
  transports: MessageTransports;
  /** Delivers what is due now, soon (after the caller's transaction committed); runs never overlap. */
  kick(): void;
  /** Resolves when no kicked run is under way (tests). */
  idle(): Promise<void>;
};

/** The in-process sender the routes kick right after queueing a message (the scheduler job catches the rest). */
export function createOutboxSender(db: Db, transports: MessageTransports, log: Log = quietLog): OutboxSender {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): Promise<void> =>
    deliverDue(db, transports, new Date(), log, () => new Date())
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, "outbox delivery run failed"),
      )
      .then(() => {
        if (again) {
          again = false;
          return run();
        }
        running = undefined;
      });
  return {
    transports,
    kick() {
      if (running) {
        again = true;
        return;
      }
      running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}
