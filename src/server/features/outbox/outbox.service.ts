import type { Db } from "../../db/client";
import type { NewOutboxMessage } from "../../db/schema/index";
import * as repo from "./outbox.repository";

/**
 * Queues a text message or e-mail for delivery. Pass the transaction of the action that causes it,
 * so the message exists exactly when the action happened (the sender delivers it afterwards).
 */
export function queueMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  // Due from this process's clock, the one the sender compares with: the database's now() is the
  // transaction's start in microseconds, which a sender's millisecond `now` taken right after the
  // commit can fall short of, leaving a fresh message for the next scheduler round.
  return repo.insertOutboxMessage(db, message, new Date());
}
