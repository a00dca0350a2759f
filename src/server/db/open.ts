import type { AppConfig } from "../config";
import { openPgliteDatabase, openPostgresDatabase, type Database } from "./client";

/** The database the settings name: a PostgreSQL server (DATABASE_URL), else the embedded one in DATA_DIR. */
export async function openDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgresDatabase(config.databaseUrl, { preparedStatements: config.databasePreparedStatements })
    : openPgliteDatabase(config.dataDir);
}
