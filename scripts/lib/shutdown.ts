import closeWithGrace from 'close-with-grace';
import { DRAIN_DEADLINE_MS } from '../../src/server/drain.ts';

/** The whole stop may take the drain's deadline and a little more to close the rest; then the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = DRAIN_DEADLINE_MS + 5_000;

/**
 * Runs `close` once on SIGTERM, SIGINT (and the other ends close-with-grace listens for, an uncaught
 * error among them), then exits; a second signal, or `close` taking longer than the deadline, exits
 * at once.
 */
export function onShutdown(close: () => Promise<void>): void {
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: { error: (message: unknown) => console.error(message) } }, async ({ err }) => {
    if (err) console.error(err);
    await close();
  });
}
