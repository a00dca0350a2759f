// Seeds the configured database (DATA_DIR or DATABASE_URL) if it is empty: `npm run seed`.
import { loadConfig } from "../config";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed/seed";

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const { seeded } = await seedDatabase(database.db);
console.log(seeded ? "Seeded the embedded catalog." : "The database already has a catalog; nothing changed.");
await database.close();
