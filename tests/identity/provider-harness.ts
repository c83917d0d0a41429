import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as client from 'openid-client';
import { afterAll, beforeAll } from 'vitest';
import { createIdentityProvider, DEMO_PASSWORD, type IdentityProvider } from '../../upstream/identity/index.ts';
import { Browser } from '../../scripts/lib/browser.ts';
import { listenOnLoopback } from '../support/loopback.ts';

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
  const port = await listenOnLoopback(server);
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

/**
 * A provider started before the file's tests (or the describe's) and closed after them, with the
 * site's client discovered at it: read `provider` and `config` inside the tests.
 */
export function providerForTests(): { readonly provider: RunningProvider; readonly config: client.Configuration } {
  const running = {} as { provider: RunningProvider; config: client.Configuration };
  beforeAll(async () => {
    running.provider = await startProvider();
    running.config = await siteClientAt(running.provider.issuer);
  });
  afterAll(() => running.provider.close());
  return running;
}

/** The site's client at the provider of `issuer`, discovered as the site does. */
export function siteClientAt(issuer: string): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), CLIENT_ID, undefined, client.ClientSecretBasic(CLIENT_SECRET), {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated only to stand out: the test provider speaks plain http
    execute: [client.allowInsecureRequests],
  });
}

/** An authorization request as the site makes one (PKCE, state, nonce, offline access); `extra` adds or overrides parameters. */
export async function authorizationRequest(
  config: client.Configuration,
  extra: Record<string, string> = {},
): Promise<{ url: URL; verifier: string; state: string; nonce: string }> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile email offline_access',
    // OpenID Connect grants offline_access only with prompt=consent (granted without asking here).
    prompt: 'consent',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...extra,
  });
  return { url, verifier, state, nonce };
}

/** Logs `email` in through the provider's form in `browser` and redeems the code with every check; throws when the form refuses. */
export async function logInThroughForm(config: client.Configuration, email: string, password = DEMO_PASSWORD, browser = new Browser()) {
  const request = await authorizationRequest(config);
  const result = await browser.logIn(request.url, email, password, REDIRECT_URI);
  if (!('callbackUrl' in result)) throw new Error(`login of ${email} refused: ${await result.refused.text()}`);
  return client.authorizationCodeGrant(
    config,
    result.callbackUrl,
    { pkceCodeVerifier: request.verifier, expectedState: request.state, expectedNonce: request.nonce },
    { redirect_uri: REDIRECT_URI },
  );
}
