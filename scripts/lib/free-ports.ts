import { createServer, type AddressInfo, type Server } from 'node:net';

/**
 * `names` each given a port of 127.0.0.1 the OS handed out a moment ago, all different (each held
 * until all are chosen): a bench's or a test's servers never meet a colleague's `npm start`, another
 * bench or a suite running beside it. A child given one of them binds it itself, so the port is free
 * again when this resolves.
 */
export async function freePorts<Name extends string>(...names: Name[]): Promise<Record<Name, number>> {
  const held: Server[] = [];
  try {
    const ports = [];
    for (const name of names) {
      const server = createServer();
      held.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
      ports.push([name, (server.address() as AddressInfo).port] as const);
    }
    return Object.fromEntries(ports) as Record<Name, number>;
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** One free port of 127.0.0.1, as `freePorts` gives them. */
export async function freePort(): Promise<number> {
  return (await freePorts('port')).port;
}

// `node scripts/lib/free-ports.ts <count>` prints that many, comma-separated: for the end-to-end
// run's config, which Playwright loads synchronously (e2e/support/ports.ts).
if (import.meta.main) {
  const count = Number(process.argv[2] ?? '1');
  const ports = await freePorts(...Array.from({ length: count }, (_, index) => String(index)));
  console.log(Object.values(ports).join(','));
}
