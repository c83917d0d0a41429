import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceDirectory } from '../../scripts/lib/swap.ts';
import { decideRoute } from '../../src/routing/decide.ts';
import type { RouteInput } from '../../src/routing/decision.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const root = mkdtempSync(join(tmpdir(), 'fast-path-'));
const dist = join(root, 'dist');
const decided: string[] = [];
let server: Server;
let port = 0;

function write(path: string, body: string) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, body);
}
function writeTenant(dir: string, version: string) {
  write(join(dir, 'client/terms/index.html'), `<title>Terms ${version}</title>`);
  write(join(dir, 'client/videos/index.html'), `<title>Videos ${version}</title>`);
  write(join(dir, 'client/404.html'), '<title>Aurora not found</title>');
}

beforeAll(async () => {
  writeTenant(join(dist, 'aurora'), 'v1');
  server = testSiteServer({
    tenants,
    distDir: dist,
    // The route rules, counting what they are asked: the fast path asks them nothing.
    decideRoute: (input: RouteInput) => {
      decided.push(`${input.path}${input.query.size > 0 ? `?${input.query}` : ''}`);
      return decideRoute(input);
    },
  });
  port = await listenOnLoopback(server);
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(port, { host: 'aurora.localhost', path, headers });

describe("a visitor's static page, the second time: from memory, without the route rules", () => {
  it('asks the route rules once per request target, and answers the same bytes and headers after', async () => {
    decided.length = 0;
    const first = await get('/terms');
    const second = await get('/terms');
    expect(decided).toEqual(['/terms']);
    expect(second.text).toBe(first.text);
    for (const name of ['content-type', 'cache-control', 'etag', 'content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
  });

  it('keeps each request target apart: another query is decided on its own', async () => {
    decided.length = 0;
    await get('/videos?page=0');
    await get('/videos?page=0');
    // An invalid page redirects: never remembered, decided every time.
    expect(decided).toEqual(['/videos?page=0', '/videos?page=0']);
  });

  it('never serves a request with a session cookie from memory', async () => {
    await get('/terms');
    decided.length = 0;
    await get('/terms', { cookie: `sid=${'A'.repeat(43)}` });
    expect(decided).toEqual(['/terms']);
  });

  it("answers 304 from memory to a visitor's If-None-Match", async () => {
    const { headers } = await get('/terms');
    decided.length = 0;
    const again = await get('/terms', { 'if-none-match': String(headers.etag) });
    expect(again.status).toBe(304);
    expect(decided).toEqual([]);
  });

  it('serves a rebuild at the next request after its swap', async () => {
    expect((await get('/terms')).text).toContain('Terms v1');
    const next = join(root, 'next-aurora');
    writeTenant(next, 'v2');
    await replaceDirectory(next, join(dist, 'aurora'));
    // The dist folder's watcher usually tells at once; the static files look again within a second anyway.
    await expect.poll(async () => (await get('/terms')).text, { timeout: 10_000 }).toContain('Terms v2');
  });
});
