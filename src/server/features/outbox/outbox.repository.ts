import type { Db } from "../../db/client";
import { outboxMessages, type NewOutboxMessage } from "../../db/schema/index";

export async function insertOutboxMessage(db: Db, message: NewOutboxMessage): Promise<number> {
  const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
  return row!.id;
}
