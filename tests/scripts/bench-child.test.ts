import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startChild, stopChild } from '../../scripts/bench/child.ts';

/** A port that was free a moment ago, with the server that held it closed again or still open. */
function listen(): Promise<{ port: number; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer((socket) => socket.end());
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.address() as { port: number }).port, server }));
  });
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A child that serves HTTP on `port` until it is stopped. */
const httpServerOn = (port: number) => ['-e', `require('node:http').createServer((q, s) => s.end()).listen(${port}, '127.0.0.1')`];

const held: Server[] = [];
afterEach(async () => {
  await Promise.all(held.splice(0).map(close));
});

describe("a bench's server child", () => {
  it('starts once its port accepts connections', async () => {
    const { port, server } = await listen();
    await close(server);
    const child = await startChild(httpServerOn(port), {}, port);
    expect(child.exitCode).toBeNull();
    await stopChild(child);
  });

  it('is refused a port another server already answers on, instead of measuring that server', async () => {
    const { port, server } = await listen();
    held.push(server);
    await expect(startChild(httpServerOn(port), {}, port)).rejects.toThrow(`Port ${port} is already in use`);
  });
});
