import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createChannel, createSession } from 'better-sse';
import { markAnswer } from '../../observability/answer-kind.ts';
import type { ConsoleEvent, OpsConsole } from './console-model.ts';

/** How long a browser waits before it reconnects a stream that broke; and how often a quiet stream says it is alive. */
const RETRY_MS = 2_000;
const KEEP_ALIVE_MS = 15_000;

/**
 * The console's live stream (server-sent events, better-sse): each open tenants page gets the whole
 * overview when it connects, then every change the server part announces, the overview or a run's
 * progress, as an event named by its type.
 */
export function consoleEvents(ops: Pick<OpsConsole, 'overview' | 'subscribe'>) {
  const channel = createChannel();
  const open = new Set<ServerResponse>();
  const stop = ops.subscribe((event: ConsoleEvent) => channel.broadcast(event, event.type));
  return {
    async stream(req: IncomingMessage, res: ServerResponse, headers: OutgoingHttpHeaders): Promise<void> {
      // Set on the response itself (better-sse hands its headers to writeHead), so that the request log knows a stream for one.
      res.setHeader('Content-Type', 'text/event-stream');
      // Its duration is how long a page stayed open, not how fast an answer came: no request metric.
      markAnswer(res, 'unobserved');
      const session = await createSession(req, res, { headers: headers as Record<string, string>, retry: RETRY_MS, keepAlive: KEEP_ALIVE_MS });
      open.add(res);
      res.once('close', () => open.delete(res));
      session.push({ type: 'overview', overview: await ops.overview() } satisfies ConsoleEvent, 'overview');
      channel.register(session);
    },
    /** Ends every open stream (the server is stopping): browsers reconnect to another server. */
    close(): void {
      stop();
      for (const res of open) res.end();
      open.clear();
    },
  };
}
