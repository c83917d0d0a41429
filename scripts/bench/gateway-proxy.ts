// A proxy in front of the upstream, between it and both the site server and the floor server of
// bench:ssr, so that both pay the same way to the gateway: while recording, it keeps the GraphQL
// operations each page view sends (by the correlation id they carry), so that the floor server sends
// the very same ones; and it can hold every answer back for a while, as a slow gateway would.
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CORRELATION_HEADER } from '../../src/http/correlation.ts';
import { GRAPHQL_PATH } from '../../src/gateway/client.ts';

/** One GraphQL request as the site sent it. */
export interface RecordedCall {
  query: string;
  variables: Record<string, unknown>;
}

export interface GatewayProxy {
  url: string;
  /** The GraphQL requests sent with this correlation id, in order. */
  callsOf(correlationId: string): RecordedCall[];
  /** Keeps the calls from now on (true), or forgets them and keeps none (false, under load). */
  record(on: boolean): void;
  /** From now on, every answer waits `ms` more (0: none). */
  hold(ms: number): void;
  close(): Promise<void>;
}

function bodyOf(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startGatewayProxy(upstreamUrl: string): Promise<GatewayProxy> {
  const upstream = new URL(upstreamUrl);
  const calls = new Map<string, RecordedCall[]>();
  let holdMs = 0;
  let recording = true;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const correlationId = req.headers[CORRELATION_HEADER];
      if (recording && req.method === 'POST' && req.url?.startsWith(GRAPHQL_PATH) && typeof correlationId === 'string') {
        const { query, variables = {} } = JSON.parse(body.toString('utf8')) as { query: string; variables?: Record<string, unknown> };
        calls.set(correlationId, [...(calls.get(correlationId) ?? []), { query, variables }]);
      }
      const forwarded = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } }, (answer) => {
        void (async () => {
          const answered = await bodyOf(answer);
          if (holdMs > 0) await sleep(holdMs);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(answered);
        })();
      });
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    callsOf: (correlationId) => calls.get(correlationId) ?? [],
    record(on) {
      recording = on;
      if (!on) calls.clear();
    },
    hold(ms) {
      holdMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
