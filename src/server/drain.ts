import type { Server } from 'node:http';

/** How long in-flight requests may take to finish once a shutdown began; then their connections are cut. */
export const DRAIN_DEADLINE_MS = 10_000;

/**
 * Stops `server` gracefully: no new connections, idle kept-alive ones closed at once, requests in
 * flight finished (their answers say `Connection: close`, see site-server.ts), and whatever is still
 * open after `deadlineMs` cut. Resolves once every connection is gone.
 */
export async function drain(server: Server, deadlineMs: number = DRAIN_DEADLINE_MS): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const cut = setTimeout(() => server.closeAllConnections(), deadlineMs);
  try {
    await closed;
  } finally {
    clearTimeout(cut);
  }
}
