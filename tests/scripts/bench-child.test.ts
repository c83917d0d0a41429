import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startChild, stopChild } from '../../scripts/bench/child.ts';
import { listenOnLoopback } from '../support/loopback.ts';

/** A server answering on a free port of 127.0.0.1, and that port. */
async function listen(): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => socket.end());
  return { port: await listenOnLoopback(server), server };
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
