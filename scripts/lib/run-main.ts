import { readEnv } from '../../src/settings/env.ts';

/** DEBUG from the environment; an environment that does not parse is itself the error being shown. */
function showStacks(): boolean {
  try {
    return readEnv().DEBUG !== undefined;
  } catch {
    return false;
  }
}

/**
 * Runs a script's main function; a failure prints its message (not a stack trace: the messages
 * name the file, tenant or field to fix) and exits 1. DEBUG=1 shows the stack.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? (showStacks() ? (error.stack ?? error.message) : error.message) : String(error);
    console.error(`\n✖ ${message}`);
    process.exit(1);
  });
}
