import { type Config, ConfigError, loadConfig } from '../services/src/core/config';

/** The configuration, or a one-line message naming the bad variable and exit 1. */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Runs a CLI's main, printing a failure as one line (no stack) and exiting non-zero. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
