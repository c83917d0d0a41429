import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { listenOnLoopback } from './loopback.ts';

/**
 * How the upstream behaves behind the proxy: `pass` forwards, `hang` takes the request and never
 * answers, `down` drops the connection at once, `slow` forwards after `slowMs`.
 */
export type Fault = 'pass' | 'hang' | 'down' | 'slow';

export interface FaultProxy {
  url: string;
  fault: Fault;
  slowMs: number;
  /** Requests that reached the proxy (whatever it then did with them). */
  received: number;
  close(): Promise<void>;
}

/** An HTTP proxy in front of `target` that can make it hang, go down or go slow, for tests of the site's gateway. */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(target + (req.url ?? '/'), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  };
  const server = createServer((req, res) => {
    proxy.received++;
    switch (proxy.fault) {
      case 'hang':
        return;
      case 'down':
        req.socket.destroy();
        return;
      case 'slow':
        setTimeout(() => forward(req, res), proxy.slowMs);
        return;
      case 'pass':
        forward(req, res);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const port = await listenOnLoopback(server);
  const proxy: FaultProxy = {
    url: `http://127.0.0.1:${port}`,
    fault: 'pass',
    slowMs: 200,
    received: 0,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
