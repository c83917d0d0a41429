import type { AddressInfo, Server } from 'node:net';

/** Starts `server` on a free port of 127.0.0.1 (fixed ports clash when suites run at once) and resolves with it. */
export function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}
