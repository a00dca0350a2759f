import type { Db } from "../../db/client";
import type { NewOutboxMessage } from "../../db/schema/index";
import * as repo from "./outbox.repository";

/**
 * Queues a text message or e-mail for delivery. Pass the transaction of the action that causes it,
 * so the message exists exactly when the action happened (the sender delivers it afterwards).
 */
export function queueMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  return repo.insertOutboxMessage(db, message);
}
