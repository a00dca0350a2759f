import { ConfigError, loadConfig, type AppConfig } from "../config";

/** The validated configuration; a bad setting prints every problem and exits with 2. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}
