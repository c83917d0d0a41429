import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentityProvider, type IdentityProvider } from '../../upstream/identity/index.ts';

/** The browser stand-in lives with the scripts (the benchmarks log in with it too). */
export { Browser } from '../../scripts/lib/browser.ts';

export const CLIENT_ID = 'site';
export const CLIENT_SECRET = 'site-secret-for-tests';
export const REDIRECT_URI = 'http://aurora.localhost:4321/oidc/callback';
export const POST_LOGOUT_REDIRECT_URI = 'http://aurora.localhost:4321/';

export interface RunningProvider {
  issuer: string;
  identity: IdentityProvider;
  dataDir: string;
  /** Stops the server; `keepData` leaves the data folder for a restart test. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

/** The real provider behind a plain node:http server on an OS-assigned port. */
export async function startProvider(
  dataDir = mkdtempSync(join(tmpdir(), 'identity-')),
  onRequest: (method: string, path: string) => void = () => {},
): Promise<RunningProvider> {
  let identity: IdentityProvider | null = null;
  const server: Server = createServer((req, res) => {
    onRequest(req.method ?? 'GET', req.url ?? '/');
    if (identity && req.url?.startsWith(identity.prefix)) identity.handle(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}/oidc`;
  identity = createIdentityProvider({
    issuer,
    dataDir,
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        post_logout_redirect_uris: [POST_LOGOUT_REDIRECT_URI],
      },
    ],
  });
  const running = identity;
  return {
    issuer,
    identity: running,
    dataDir,
    async close(options) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      running.close();
      if (!options?.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
