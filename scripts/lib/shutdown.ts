import closeWithGrace from 'close-with-grace';
import { DRAIN_DEADLINE_MS, DRAIN_GRACE_MS } from '../../src/server/drain.ts';

/** The whole stop may take the grace, the drain's deadline and a little more to close the rest; then the process exits anyway. */
export const SHUTDOWN_DEADLINE_MS = DRAIN_GRACE_MS + DRAIN_DEADLINE_MS + 2_000;

/**
 * Runs `close` once on SIGTERM, SIGINT (and the other ends close-with-grace listens for, an uncaught
 * error among them), then exits; a second signal, or `close` taking longer than the deadline, exits
 * at once. `graced` is true for SIGTERM alone, the orchestrator's stop: a person's Ctrl-C, or a
 * crash, has no load balancer to wait for.
 */
export function onShutdown(close: (graced: boolean) => Promise<void>): void {
  closeWithGrace({ delay: SHUTDOWN_DEADLINE_MS, logger: { error: (message: unknown) => console.error(message) } }, async ({ err, signal }) => {
    if (err) console.error(err);
    await close(signal === 'SIGTERM');
  });
}
