import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FLASH_TEXTS } from '../../src/shell/flash/messages.ts';
import { NOTIFICATION_PARAM, UPGRADE_NOTIFICATION_FLASHES } from '../../src/shell/flash/query.ts';
import { buildTenants, distDirOf } from '../../scripts/lib/build-tenants.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { PRIVATE_CACHE } from '../../src/http/cache-control.ts';
import { clientDirOf } from '../../src/server/static-files.ts';
import { readEnv } from '../../src/settings/env.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { startUpstream, type Upstream } from '../../upstream/server.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

/*
 * A page filled for one request (a member's view, or a visitor's with a flash on arrival) is the
 * static page its file was built from, its holes filled (src/server/member-shell.ts, src/holes), from
 * the same map of the static output a content rebuild renders from (src/tour/static-pages.ts). Every
 * page of a real build is asked for as a visitor (its static file) and with a flash in its query,
 * which the site server renders for that one request.
 */
const TENANT = 'aurora';
/** Enough for a second page of every listing, small enough to build in seconds. */
const CATALOGUE_SIZE = 30;
const DIST_DIR = '.build/test-dist-rendered-views';
const DIST = distDirOf({ DIST_DIR });
const FLASH = 'upgradesuccess';
const FLASH_TEXT = FLASH_TEXTS[UPGRADE_NOTIFICATION_FLASHES[FLASH]?.message ?? ''] ?? '';

let upstream: Upstream;
let site: Server;
let port = 0;

beforeAll(async () => {
  upstream = await startUpstream({ port: 0, dataDir: mkdtempSync(join(tmpdir(), 'upstream-')), size: CATALOGUE_SIZE });
  const env = readEnv({ ...process.env, UPSTREAM_URL: upstream.url, DIST_DIR });
  await buildTenants({ env, tenants: tenantsFor(env), ids: [TENANT], upstreamUrl: upstream.url, concurrency: 1, log: () => {} });
  const gateway = createGatewayClient({ url: upstream.url });
  site = testSiteServer({ tenants: tenantsFor(env), distDir: DIST, gatewayFor: () => gateway });
  port = await listenOnLoopback(site);
}, 180_000);

afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  site?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when beforeAll failed
  await upstream?.close();
  rmSync(DIST_DIR, { recursive: true, force: true });
});

/** The page's title and main heading, which name the page it is. */
function identity(html: string): { title: string | undefined; heading: string | undefined } {
  return { title: /<title>([^<]*)<\/title>/.exec(html)?.[1], heading: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] };
}

it('every page of the sitemap, asked for with a flash on arrival, is rendered as the very page a visitor gets', async () => {
  // The sitemap is the tour's list of addresses, each as a visitor asks for it (`/performers?sex=F&page=2`).
  const sitemap = readFileSync(join(clientDirOf(DIST, TENANT), 'sitemap.xml'), 'utf8');
  const addresses = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc = '']) => {
    const url = new URL(loc.replaceAll('&amp;', '&'));
    return `${url.pathname}${url.search}`;
  });
  const ask = (path: string) => rawRequest(port, { host: `${TENANT}.localhost`, path });
  let staticPages = 0;
  for (const address of addresses) {
    const visitors = await ask(address);
    // A static file carries its validator; `/deals` and `/joinnow` are listed too, and rendered for every visitor.
    if (visitors.headers.etag === undefined) continue;
    staticPages += 1;
    expect(visitors.status, address).toBe(200);
    const rendered = await ask(`${address}${address.includes('?') ? '&' : '?'}${NOTIFICATION_PARAM}=${FLASH}`);
    expect(rendered.status, address).toBe(200);
    expect(rendered.headers['cache-control'], address).toBe(PRIVATE_CACHE);
    expect(rendered.text, address).toContain(FLASH_TEXT);
    expect(identity(rendered.text), address).toEqual(identity(visitors.text));
  }
  // Each video has a video page and a trailer page; the listings, performers and legal pages come on top.
  expect(staticPages).toBeGreaterThan(2 * CATALOGUE_SIZE);
}, 120_000);
