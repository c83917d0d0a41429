import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { DEFAULT_REGION_HEADER } from '../../src/settings/env.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';
import { demoMember } from '../member-pages/demo-profiles.ts';
import type { Member } from '../../src/server/request-context.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
/** No page here calls the gateway: a closed port stands for it. */
const gateway = unreachableGateway();
let server: Server;
let port = 0;

function write(path: string, text: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}

beforeAll(async () => {
  const home = `<!doctype html><title>Aurora home</title>${'x'.repeat(2000)}`;
  write('aurora/client/index.html', home);
  write('aurora/client/index.html.br', 'BROTLI');
  write('aurora/client/index.html.gz', 'GZIP');
  write('aurora/client/terms/index.html', '<title>Aurora terms</title>');
  write('aurora/client/404.html', '<title>Aurora not found</title>');
  write('aurora/client/500.html', '<title>Aurora error</title>');
  write('aurora/client/_astro/app.C0ffee.css', 'body{}');
  write('aurora/server/secret.txt', 'server code');
  write('blaze/client/index.html', '<title>Blaze home</title>');
  write('blaze/client/404.html', '<title>Blaze not found</title>');
  server = testSiteServer({ tenants, distDir: dist, mediaOrigins: ['http://127.0.0.1:4400'], gatewayFor: () => gateway });
  port = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (host: string, path = '/', headers: Record<string, string> = {}) => rawRequest(port, { host, path, headers });

describe('the site server', () => {
  it('serves each tenant its own files by Host', async () => {
    expect((await get('aurora.localhost:4321')).text).toContain('Aurora home');
    expect((await get('blaze.localhost:4321')).text).toContain('Blaze home');
  });

  it.each([['evil.example'], [''], ['aurora.localhost.evil.example'], ['127.0.0.1']])(
    'answers host %j with a 400 "Received unexpected host string", never a default brand',
    async (host) => {
      const response = await get(host);
      expect(response.status).toBe(400);
      expect(response.text).toContain('Received unexpected host string');
      expect(response.text).not.toContain('Aurora');
      if (host) expect(response.text).not.toContain(host);
    },
  );

  it('sends HSTS on a real host, first time (the full way) and after (the visitor fast path), never on a development host', async () => {
    for (const path of ['/terms', '/terms', '/no-such-page']) {
      expect((await get('www.auroranights.example', path)).headers['strict-transport-security'], path).toMatch(/^max-age=\d+/);
      expect((await get('aurora.localhost:4321', path)).headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const response = await get('evil.example', '/', { 'x-forwarded-host': 'aurora.localhost' });
    expect(response.status).toBe(400);
  });

  it('sends brotli, then gzip, then plain, as Accept-Encoding allows', async () => {
    expect((await get('aurora.localhost', '/', { 'accept-encoding': 'gzip, br' })).text).toBe('BROTLI');
    const gz = await get('aurora.localhost', '/', { 'accept-encoding': 'gzip' });
    expect(gz.text).toBe('GZIP');
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Every tenant has a health warning on: its pages also vary on the visitor's region (src/features/health-warning/health-warning.hook.ts).
    expect(gz.headers.vary).toBe(`Accept-Encoding, ${DEFAULT_REGION_HEADER}`);
    expect((await get('aurora.localhost', '/')).text).toContain('Aurora home');
  });

  it('caches hashed assets for a year and revalidates HTML', async () => {
    expect((await get('aurora.localhost', '/_astro/app.C0ffee.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await get('aurora.localhost', '/terms');
    expect(html.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await get('aurora.localhost', '/terms', { 'if-none-match': String(html.headers.etag) });
    expect(again.status).toBe(304);
  });

  it.each(['/../server/secret.txt', '/..%2fserver/secret.txt', '/%2e%2e/server/secret.txt', '/_astro/..%5c..%5cserver%5csecret.txt'])(
    'never serves files outside the tenant folder: %s',
    async (path) => {
      const response = await get('aurora.localhost', path);
      expect(response.text).not.toContain('server code');
    },
  );

  it("answers a missing page with the tenant's themed 404", async () => {
    const response = await get('blaze.localhost', '/videos/does-not-exist-xyz');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Blaze not found');
  });

  it('puts the security headers on every response, errors included', async () => {
    for (const response of [await get('aurora.localhost'), await get('evil.example'), await get('aurora.localhost', '/nope/x.css')]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('redirects a legacy route permanently', async () => {
    const response = await get('aurora.localhost', '/models?order=name');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/performers?order=name');
  });
});

describe("a visitor arriving by a partner's link (membership spec sections 7 and 9)", () => {
  const SALES_TRACKING = 'sales_tracking=ref%3DAFF-42%26nats%3DNATS.MjAwOjE; Max-Age=2592000; Path=/; SameSite=Lax';

  it('keeps its sales tracking in a cookie with the static page, every time the link is followed', async () => {
    for (let visit = 0; visit < 3; visit++) {
      const response = await get('aurora.localhost:4321', '/?ref=AFF-42&nats=NATS.MjAwOjE');
      expect(response.text).toContain('Aurora home');
      expect(response.headers['set-cookie']).toEqual([SALES_TRACKING]);
    }
  });

  it('keeps it on a redirect too, and on https as a Secure cookie', async () => {
    const response = await get('www.auroranights.example', '/models?ref=AFF-42&nats=NATS.MjAwOjE');
    expect(response.status).toBe(301);
    expect(response.headers['set-cookie']).toEqual([`${SALES_TRACKING}; Secure`]);
  });

  it.each([['/'], ['/?page=2'], ['/_astro/app.C0ffee.css?ref=AFF-42']])('sets no cookie for %s: no page arrived at by a link', async (path) => {
    expect((await get('aurora.localhost:4321', path)).headers['set-cookie']).toBeUndefined();
  });
});

/** A members layer whose profile lookup fails, as it does when the gateway is unreachable. */
const GATEWAY_DOWN = {
  handle: async () => false,
  identify: async () => {
    throw new Error('gateway unreachable');
  },
};

/** A site server over the test dist with that members layer, on an OS-assigned port. */
async function startWithGatewayDown(trustProxy: boolean): Promise<{ server: Server; port: number }> {
  const server = testSiteServer({ tenants, distDir: dist, trustProxy, gatewayFor: () => gateway, members: GATEWAY_DOWN });
  return { server, port: await listenOnLoopback(server) };
}

describe('a signed-in member while the gateway is down', () => {
  let degradedPort = 0;
  let degraded: Server;
  beforeAll(async () => {
    const started = await startWithGatewayDown(false);
    degraded = started.server;
    degradedPort = started.port;
  });
  afterAll(() => degraded.close());

  it('still reads the static tour', async () => {
    const response = await rawRequest(degradedPort, { host: 'aurora.localhost', path: '/terms' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Aurora terms');
  });

  it("gets the tenant's error screen as a 503 on a page that needs the member, never a stack trace", async () => {
    const response = await rawRequest(degradedPort, { host: 'aurora.localhost', path: '/account' });
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.text).toContain('Aurora error');
    expect(response.text).not.toContain('gateway unreachable');
  });
});

describe('a signed-in member on a tenant built without its server part', () => {
  it('reads the static page as it is: nothing can fill its holes, and it is no missing page', async () => {
    const signedIn = { handle: async () => false, identify: async () => ({ ...demoMember('member', 'aurora'), unreadNotifications: 0, gateway: {} as Member['gateway'], sessions: {} as Member['sessions'] }) };
    const site = testSiteServer({ tenants, distDir: dist, gatewayFor: () => gateway, members: signedIn });
    try {
      const response = await rawRequest(await listenOnLoopback(site), { host: 'aurora.localhost', path: '/terms' });
      expect(response.status).toBe(200);
      expect(response.text).toContain('Aurora terms');
    } finally {
      site.close();
    }
  });
});

describe('behind a trusted proxy', () => {
  let proxiedPort = 0;
  let proxied: Server;
  beforeAll(async () => {
    const started = await startWithGatewayDown(true);
    proxied = started.server;
    proxiedPort = started.port;
  });
  afterAll(() => proxied.close());

  it("an unavailable member gives the forwarded tenant's error screen, not the unexpected-host page", async () => {
    const response = await rawRequest(proxiedPort, { host: 'lb.internal:8080', path: '/account', headers: { 'x-forwarded-host': 'aurora.localhost' } });
    expect(response.status).toBe(503);
    expect(response.text).toContain('Aurora error');
  });

  it('serves the forwarded tenant, whatever the Host header says', async () => {
    const response = await rawRequest(proxiedPort, { host: 'lb.internal:8080', path: '/', headers: { 'x-forwarded-host': 'blaze.localhost' } });
    expect(response.text).toContain('Blaze home');
  });
});

