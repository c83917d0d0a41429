/**
 * Runs a script's main function; a failure prints its message (not a stack trace: the messages
 * name the file, tenant or field to fix) and exits 1. DEBUG=1 shows the stack.
 */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    const message = error instanceof Error ? (process.env.DEBUG ? (error.stack ?? error.message) : error.message) : String(error);
    console.error(`\n✖ ${message}`);
    process.exit(1);
  });
}
