import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIdentityProvider, type IdentityProvider } from '../../upstream/identity/index.ts';

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

/** A browser stand-in: follows redirects by hand and keeps cookies by name. */
export class Browser {
  readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  }

  /** Follows redirects until a page answers or a redirect leaves for `stopAt`'s origin. */
  async follow(url: string | URL, stopAt: string): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops++) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current);
      if (current.href.startsWith(stopAt)) return { response, url: current };
    }
    throw new Error(`too many redirects from ${url.toString()}`);
  }

  /**
   * Opens the authorization URL, submits the login form and follows through consent to the callback.
   * Returns the callback URL (with code), or the login page's response when the login was refused.
   */
  async logIn(
    authorizationUrl: URL,
    email: string,
    password: string,
    redirectUri: string,
  ): Promise<{ callbackUrl: URL } | { refused: Response }> {
    const { response: loginPage, url: formUrl } = await this.follow(authorizationUrl, redirectUri);
    const html = await loginPage.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no login form at ${formUrl.href}: ${html.slice(0, 200)}`);
    const posted = await this.request(new URL(action, formUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: formUrl.origin },
      body: new URLSearchParams({ email, password }),
    });
    const location = posted.headers.get('location');
    if (!location) return { refused: posted };
    const { url } = await this.follow(new URL(location, formUrl), redirectUri);
    if (!url.href.startsWith(redirectUri)) throw new Error(`login did not reach the callback: ended at ${url.href}`);
    return { callbackUrl: url };
  }
}
