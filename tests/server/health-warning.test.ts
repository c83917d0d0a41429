import { writeFakeServerBuild } from '../support/fake-server-build.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../../src/gateway/errors.ts';
import type { MembersLayer } from '../../src/server/auth/layer.ts';
import type { Member } from '../../src/server/request-context.ts';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { decideRoute } from '../../src/routing/decide.ts';
import type { RouteInput } from '../../src/routing/decision.ts';
import { HEALTH_WARNING_COVER_PATH } from '../../src/features/health-warning/cover.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

/**
 * The cover at the site server, for a visitor without JavaScript: the region header decides, the
 * server renders the cover in place of the page (here a stand-in handler that reports what it was
 * asked to render), and the cover's form sets a cookie and sends the visitor back.
 */
const REGION_HEADER = 'x-test-region';
const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const root = mkdtempSync(join(tmpdir(), 'health-warning-'));
const dist = join(root, 'dist');
const decided: string[] = [];
/** The acknowledgements members sent upstream, by region. */
const acknowledgedUpstream: unknown[] = [];

/**
 * The members layer, standing in: the `member` cookie says who the session is. `ok` is a member whose
 * gateway records the mutation, `refused` one whose gateway is down, `unknown` a session the gateway
 * cannot identify; no cookie is a visitor.
 */
const members: MembersLayer = {
  handle: () => Promise.resolve(false),
  identify: (_context, req) => {
    const who = /member=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
    if (who === undefined) return Promise.resolve(null);
    if (who === 'unknown') return Promise.reject(new GatewayError('unavailable', 'getFullUserProfile', 'Gateway down'));
    const mutate = (_operation: string, _document: string, variables: Record<string, unknown>) => {
      if (who === 'refused') return Promise.reject(new GatewayError('unavailable', 'acknowledgeHealthWarning', 'Gateway down'));
      acknowledgedUpstream.push(variables['usaHealthWarningStateCode']);
      return Promise.resolve(true);
    };
    return Promise.resolve({ gateway: { mutate }, profile: { state: { modals: {} } } } as unknown as Member);
  },
};
let server: Server;
let port = 0;

function write(path: string, body: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}

beforeAll(async () => {
  for (const tenant of ['aurora', 'blaze', 'dahlia']) {
    write(join(dist, tenant, 'client/terms/index.html'), '<title>Terms</title>');
    write(join(dist, tenant, 'client/404.html'), '<title>Not found</title>');
    write(join(dist, tenant, 'client/favicon.svg'), '<svg/>');
    // The tenant's Astro handler, standing in: it answers what it was asked to render, publicly cacheable.
    writeFakeServerBuild(
      join(dist, tenant),
      tenant,
      `export async function handler(req, res, next, locals) {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
        res.end(JSON.stringify({ url: req.url, healthWarning: locals?.cover?.data ?? null }));
      }`,
    );
  }
  server = testSiteServer({
    tenants,
    distDir: dist,
    decideRoute: (input: RouteInput) => {
      decided.push(input.path);
      return decideRoute(input);
    },
    regionHeader: REGION_HEADER,
    members,
  });
  port = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, host = 'aurora.localhost') => rawRequest(port, { host, path, headers });
const texan = { [REGION_HEADER]: 'US-TX' };
const acknowledgedTexan = { ...texan, cookie: 'texas_health_warning_acknowledged=1' };
const post = (body: string, headers: Record<string, string> = {}) =>
  rawRequest(port, { host: 'aurora.localhost', path: '/health-warning', method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });

describe('the health-warning cover at the site server', () => {
  it("renders the cover in place of a Texas visitor's static page, at the page's own URL, never stored", async () => {
    const answer = await get('/terms?x=1', texan);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ url: HEALTH_WARNING_COVER_PATH, healthWarning: { region: 'US-TX', returnTo: '/terms?x=1' } });
    expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE);
  });

  it('covers a visitor whose region header is a list holding Texas (it fails closed), the fast path too', async () => {
    await get('/terms');
    for (const list of ['US-TX, US-CA', 'US-CA, US-TX']) {
      expect(JSON.parse((await get('/terms', { [REGION_HEADER]: list })).text), list).toMatchObject({ url: HEALTH_WARNING_COVER_PATH, healthWarning: { region: 'US-TX' } });
    }
  });

  it('covers a Texas visitor even for a page the fast path already remembers', async () => {
    await get('/terms');
    await get('/terms');
    decided.length = 0;
    const answer = await get('/terms', texan);
    expect(decided).toEqual(['/terms']);
    expect(JSON.parse(answer.text)).toMatchObject({ url: HEALTH_WARNING_COVER_PATH });
  });

  it("serves a Texas visitor's files (the cover's own stylesheet and icons) from memory, never varied", async () => {
    expect((await get('/favicon.svg', texan)).headers['x-correlation-id']).toBeDefined();
    const answer = await get('/favicon.svg', texan);
    expect(answer.text).toBe('<svg/>');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    // The fast path builds no request context, so it sends no correlation id.
    expect(answer.headers['x-correlation-id']).toBeUndefined();
  });

  it('serves the page to everyone else, varying on the region header so a shared cache keeps them apart', async () => {
    for (const headers of [{}, { [REGION_HEADER]: 'US-CA' }]) {
      const answer = await get('/terms', headers);
      expect(answer.text).toBe('<title>Terms</title>');
      expect(answer.headers.vary).toBe(`Accept-Encoding, ${REGION_HEADER}`);
      expect(answer.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('serves the page to a Texas visitor who acknowledged it, privately (from memory too)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = await get('/terms', acknowledgedTexan);
      expect(answer.text).toBe('<title>Terms</title>');
      expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE);
    }
  });

  it('leaves join now uncovered', async () => {
    expect(JSON.parse((await get('/joinnow', texan)).text)).toEqual({ url: '/joinnow', healthWarning: null });
  });

  it("leaves an Alabama visitor uncovered where the tenant's Alabama warning is off, and covers one where it is on", async () => {
    const alabaman = { [REGION_HEADER]: 'us-al' };
    expect((await get('/terms', alabaman, 'blaze.localhost')).text).toBe('<title>Terms</title>');
    expect(JSON.parse((await get('/terms', alabaman, 'dahlia.localhost')).text)).toMatchObject({ healthWarning: { region: 'US-AL' } });
    expect((await get('/terms', texan, 'dahlia.localhost')).text).toBe('<title>Terms</title>');
  });

  it("makes a server-rendered page private for an acknowledged Texas visitor and varies it for the others", async () => {
    const texas = await get('/search?q=a', acknowledgedTexan);
    expect(JSON.parse(texas.text)).toMatchObject({ healthWarning: null });
    expect(texas.headers['cache-control']).toBe(PRIVATE_CACHE);
    const other = await get('/search?q=a');
    expect(other.headers['cache-control']).toBe('public, max-age=60');
    expect(other.headers.vary).toBe(REGION_HEADER);
  });
});

describe("the cover's form (POST /health-warning)", () => {
  it('sets the acknowledgement cookie and sends the visitor back to the page with a 303', async () => {
    const answer = await post('region=US-TX&uri=%2Fterms%3Fx%3D1');
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/terms?x=1');
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^texas_health_warning_acknowledged=1; Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('sends a return target to another site home instead (the open-redirect guard)', async () => {
    for (const uri of ['//evil.example/', 'https://evil.example/', '/%2F%2Fevil.example']) {
      const answer = await post(`region=US-AL&uri=${encodeURIComponent(uri)}`);
      expect(answer.headers.location, uri).toBe('/');
    }
  });

  it('refuses a region without a warning with a clear 400, setting nothing', async () => {
    const answer = await post('region=US-CA&uri=%2F');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('region names no region with a health warning');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an oversized form as too large, unread (413)', async () => {
    expect((await post(`region=US-TX&uri=${'a'.repeat(5000)}`)).status).toBe(413);
  });

  it("records a member's acknowledgement upstream, without JavaScript, and sends them back with no cookie", async () => {
    const answer = await post('region=US-AL&uri=%2Faccount', { cookie: 'member=ok' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/account');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(acknowledgedUpstream).toEqual(['US-AL']);
  });

  it.each([
    ['the gateway refuses the acknowledgement', 'refused'],
    ['the gateway cannot identify the member', 'unknown'],
  ])("keeps a member's answer in this browser's cookie when %s, and sends them back", async (_, who) => {
    const answer = await post('region=US-TX&uri=%2Fterms', { cookie: `member=${who}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/terms');
    expect(answer.headers['set-cookie']?.[0]).toMatch(/^texas_health_warning_acknowledged=1; Max-Age=31536000;/);
  });
});

describe('the cover fails closed for a member the gateway cannot identify', () => {
  const unknownTexan = { ...texan, cookie: 'member=unknown' };

  it("covers a Texas member whose profile cannot be fetched, in place of the static page they would get", async () => {
    const answer = await get('/terms', unknownTexan);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ url: HEALTH_WARNING_COVER_PATH, healthWarning: { region: 'US-TX', returnTo: '/terms' } });
    expect(answer.headers['cache-control']).toBe(PRIVATE_CACHE);
  });

  it("covers them on a page the server renders too, instead of failing with the page's 500", async () => {
    expect(JSON.parse((await get('/account', unknownTexan)).text)).toMatchObject({ url: HEALTH_WARNING_COVER_PATH, healthWarning: { region: 'US-TX' } });
  });

  it("lifts it with the acknowledgement the cover's form left in this browser's cookie", async () => {
    const acknowledged = await post('region=US-TX&uri=%2Fterms', { cookie: 'member=unknown' });
    const cookie = acknowledged.headers['set-cookie']?.[0]?.split(';')[0] ?? '';
    expect((await get('/terms', { ...texan, cookie: `member=unknown; ${cookie}` })).text).toBe('<title>Terms</title>');
  });

  it('still serves the static page to such a member outside a covered region', async () => {
    expect((await get('/terms', { cookie: 'member=unknown' })).text).toBe('<title>Terms</title>');
  });

  it("lifts a known member's cover with the cookie too, though their profile lacks the flag", async () => {
    // A query of its own: this stand-in's member cookie is no session cookie, so the visitors' fast
    // path would answer a target it remembers.
    const answer = await get('/terms?known=1', { ...texan, cookie: 'member=ok; texas_health_warning_acknowledged=1' });
    // The member's copy of the static page (its holes, here none, filled for them), not the cover.
    expect(answer.text).toBe('<title>Terms</title>');
    expect(JSON.parse((await get('/terms?known=2', { ...texan, cookie: 'member=ok' })).text)).toMatchObject({ url: HEALTH_WARNING_COVER_PATH });
  });
});
