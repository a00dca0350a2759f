import type { AppConfig } from "../config";
import type { Db } from "../db/client";
import { removeExpiredSessions } from "../features/auth/auth.service";
import type { Job } from "./scheduler";

export type JobDeps = { db: Db; config: AppConfig };

/** Every scheduled job of the app, in the order each run does them. */
export function createJobs({ db }: JobDeps): Job[] {
  return [{ name: "expired-sessions", runDue: async (now) => ({ processed: await removeExpiredSessions(db, now) }) }];
}
