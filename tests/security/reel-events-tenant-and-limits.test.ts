import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/catalogue/schemas.ts';
import { notOnThisSite } from '../../src/catalogue/tenant-items.ts';
import type { ApiRequest } from '../../src/gateway/api-client.ts';
import { POST as reelEvent } from '../../src/pages/rest/reel/[event].ts';
import { RECOMMENDATIONS_TRACKING_PATH, REEL_EVENTS, reelEventPath } from '../../src/routing/tracking-paths.ts';
import { drain } from '../../src/server/drain.ts';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRateLimits, limitedKind, RATE_LIMITS } from '../../src/server/rate-limits.ts';
import type { RequestContext } from '../../src/server/request-context.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { profile } from '../membership/fixtures/profiles.ts';
import { rawRequest } from '../support/http.ts';
import { listenOnLoopback } from '../support/loopback.ts';
import { testSiteServer } from '../support/site-server.ts';

/*
 * Security probe finding 7: /rest/reel/view, add-bookmark and purchase accepted any video id, another
 * brand's or none, and 30 posts past the Actions' limit were all answered 202. A reel event's video
 * is now judged against the tenant's snapshot as recommender.view judges its item, and both tracking
 * paths count against the Actions' limits.
 */

const tenants = tenantsFor({ SITE_ENV: 'local', PORT: 4321 });
const snapshotOf = (site: string, videoIds: number[]) => ({ tenant: site.toLowerCase(), site, videos: videoIds.map((videoId) => ({ videoId, slug: `v-${videoId}`, site })), performers: [], pictureSets: [], channels: [] }) as unknown as CatalogueSnapshot;
const AURORA_VIDEO = 1;
const BLAZE_VIDEO = 101;
const aurora = snapshotOf('AURORA', [AURORA_VIDEO]);
/** The combined tenant shows its sites' videos. */
const jade = snapshotOf('JADE', [AURORA_VIDEO, BLAZE_VIDEO]);

/** Posts a reel event as a member of `tenant`, straight to the endpoint; answers its status and what it forwarded. */
async function postReel(event: string, body: unknown, tenant: 'aurora' | 'jade', catalogue: CatalogueSnapshot) {
  const sent: ApiRequest[] = [];
  const context = {
    tenant: tenants.get(tenant),
    log: SILENT_LOGGER,
    member: { profile: profile({}), gateway: { api: async (request: ApiRequest) => void sent.push(request) } },
  } as unknown as RequestContext;
  const request = new Request(`http://${tenant}.localhost/rest/reel/${event}`, { method: 'POST', body: JSON.stringify(body) });
  const response = await reelEvent({ locals: { context, catalogue }, request, params: { event } } as unknown as APIContext);
  return { status: response.status, message: ((await response.json()) as { message?: string }).message, sent };
}

describe('reel events check their tenant', () => {
  it.each(REEL_EVENTS)("%s of another brand's video, or of no video at all, is refused as unknown and forwards nothing", async (event) => {
    for (const itemId of [BLAZE_VIDEO, 999_999]) {
      const answer = await postReel(event, { itemId, recommId: null }, 'aurora', aurora);
      expect(answer.status).toBe(404);
      expect(answer.message).toBe(notOnThisSite('video', 'Aurora Nights'));
      expect(answer.sent).toEqual([]);
    }
  });

  it.each(REEL_EVENTS)("%s of the tenant's own video is forwarded; the combined tenant's own are its sites' videos", async (event) => {
    expect(await postReel(event, { itemId: AURORA_VIDEO, recommId: null }, 'aurora', aurora)).toMatchObject({ status: 202, sent: [{ path: reelEventPath(event) }] });
    expect(await postReel(event, { itemId: BLAZE_VIDEO, recommId: null }, 'jade', jade)).toMatchObject({ status: 202, sent: [{ path: reelEventPath(event) }] });
  });
});

describe('the tracking paths are under the Actions’ limits', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tracking-limits-'));
  const servers: Server[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => drain(server, { graceMs: 0 })));
    rmSync(dist, { recursive: true, force: true });
  });

  const paths = [RECOMMENDATIONS_TRACKING_PATH, ...REEL_EVENTS.map(reelEventPath)];

  it.each(paths)('POST %s counts as an Action', (path) => {
    expect(limitedKind('POST', new URL(path, 'http://aurora.localhost'))).toBe('action');
  });

  it.each(paths)('POST %s past the per-session limit is answered 429, whatever address it comes from', async (path) => {
    const server = testSiteServer({ tenants, distDir: dist, trustProxy: true, rateLimits: createRateLimits({ log: SILENT_LOGGER }) });
    servers.push(server);
    const port = await listenOnLoopback(server);
    const statuses: number[] = [];
    for (let n = 0; n <= RATE_LIMITS.action.perSession; n++) {
      const answer = await rawRequest(port, {
        host: 'aurora.localhost',
        path,
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${n % 250}`, origin: 'http://aurora.localhost', cookie: `sid=${'s'.repeat(43)}`, 'content-type': 'application/json' },
        body: '{}',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, -1)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});
