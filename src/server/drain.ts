import type { Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** How long in-flight requests may take to finish once the server stops listening; then their connections are cut. */
export const DRAIN_DEADLINE_MS = 10_000;
/**
 * How long a stopping server goes on accepting requests while /readyz already answers 503, so the
 * load balancer takes it out of rotation first: a connection that reached a closed listening socket
 * would be reset unanswered. Longer than the balancer's check interval times its failure threshold.
 */
export const DRAIN_GRACE_MS = 3_000;

const draining = new WeakSet<Server>();

/** Whether `server` is stopping: /readyz answers 503 and every answer closes its connection. */
export function isDraining(server: Server): boolean {
  return draining.has(server) || !server.listening;
}

/**
 * Stops `server` gracefully: for `graceMs` it goes on answering while it says it is not ready;
 * then it takes no new connections, closes its idle kept-alive ones, finishes the requests in flight
 * (their answers say `Connection: close`, see site-server.ts) and cuts whatever is still open after
 * `deadlineMs`. Resolves once every connection is gone.
 */
export async function drain(server: Server, { graceMs = DRAIN_GRACE_MS, deadlineMs = DRAIN_DEADLINE_MS }: { graceMs?: number; deadlineMs?: number } = {}): Promise<void> {
  if (!server.listening || draining.has(server)) return;
  draining.add(server);
  if (graceMs > 0) await sleep(graceMs);
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
  try {
    await closed;
  } finally {
    clearTimeout(cut);
  }
}
