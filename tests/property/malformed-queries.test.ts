import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRoute } from '../../src/routing/decide.ts';
import { ANONYMOUS_MEMBER, type RouteMember } from '../../src/routing/decision.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR, tenantsFor } from '../../src/tenants/registry.ts';
import { TENANT_IDS, type TenantConfig } from '../../src/tenants/schema.ts';
import { servePlan } from '../../src/tour/serve-plan.ts';
import { HEADER_SAFE, hostileQuery } from './hostile-values.ts';
import { inject, originOf, RUNS, SERVER_PROPERTY_TIMEOUT_MS, startTestSite, TEST_MEMBER_HEADER, type TestSite } from './support.ts';

/**
 * Malformed query strings and slugs on the listing, search, video, performer and
 * picture set routes (and their neighbours that read a query) never give a 500: the route rules and
 * the serve plan take any input, and the site server answers 2xx, 3xx or 404. Server-rendered pages
 * are the fake build's handler here; the real Astro pages are covered end to end.
 */

const PORT = 4321;
const production = loadTenants(TENANTS_DIR);
const local = tenantsFor({ SITE_ENV: 'local', PORT });
const everyConfig: readonly TenantConfig[] = [...production.values(), ...local.values()];
const tenantsOf = (config: TenantConfig) => (production.get(config.tenant) === config ? production : local);

/** A slug as a visitor may type or paste it: valid, nearly valid, or nothing like one. */
const slug: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,6}){0,2}$/) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%', '%%', '%C3%28', '%E0%A4%A', '%ZZ', '%00', '%2e%2e', '%252e', '..', '.', 'A', 'Slug', '-a', 'a-', 'a--b', 'a_b', 'a.b', 'a.json',
      'é', '%C3%A9', '😀', '__proto__', 'constructor', 'prototype', 'toString', '0', '-1', '1e3', 'null', 'a;b', 'a%3Bb', 'a%2Fb', 'a%5Cb', '%20',
      'a'.repeat(300), 'a'.repeat(3000), 'a-'.repeat(500) + 'a',
    ),
  },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, 'x'))) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 12 }).map((text) => text.replace(/[/?#]/g, '')).filter((text) => text !== '' && text !== '.' && text !== '..') },
);

/** The listing, search, video, performer and picture set routes, and the others that read a query. */
const path: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '/videos', '/performers', '/search', '/awards', '/toprated', '/categories', '/models', '/tube2', '/', '/channels', '/channels/all-videos',
      '/favorites', '/favorites/videos', '/favorites/performers', '/favorites/channels', '/favorites/models', '/sites/aurora/videos',
      '/sites/blaze/performers', '/sites/jade/videos', '/reels', '/wall', '/showcases', '/angels', '/offers', '/parent-redirect', '/videos/',
    ),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom('/videos/', '/performers/', '/pictureset/', '/trailer/', '/categories/', '/models/', '/showcase/', '/angels/', '/channels/', '/xsite/'), slug)
      .map(([base, value]) => base + value),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(slug, slug, fc.constantFrom('videos', 'trailers', 'picturesets', 'packs'))
      .map(([channel, item, kind]) => `/channels/${channel}/${kind}/${item}`),
  },
  { weight: 1, arbitrary: fc.tuple(slug, fc.constantFrom('comment/1', 'comment/x')).map(([video, rest]) => `/videos/${video}/${rest}`) },
);

const member: RouteMember = { isAuthenticated: true, can: () => true, teaserViewed: true };

/** The URL as the site server builds it from a request target (see requestUrl). */
function requestUrl(target: string, origin: string): URL {
  try {
    return new URL(origin + target);
  } catch {
    return new URL(`${origin}/`);
  }
}

describe('the route rules and the serve plan on malformed queries and slugs', () => {
  it('decide and plan every request without throwing, with redirects that stay on the tenant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyConfig), path, hostileQuery, fc.boolean(), (tenant, target, query, signedIn) => {
        const origin = originOf(tenant.hosts[0] ?? '');
        const url = requestUrl(`${target}?${query}`, origin);
        const label = `${tenant.tenant} ${url.pathname}${url.search}`.slice(0, 400);
        const decision = decideRoute({ tenant, tenants: tenantsOf(tenant), path: url.pathname, query: url.searchParams, member: signedIn ? member : ANONYMOUS_MEMBER });
        switch (decision.kind) {
          case 'redirect':
          case 'login':
            expect(decision.location, label).toMatch(HEADER_SAFE);
            if (!url.pathname.startsWith('/xsite/')) expect(new URL(decision.location, origin).origin, label).toBe(origin);
            break;
          case 'serve': {
            const plan = servePlan(decision, url);
            if (plan.staticPath !== null) expect(plan.staticPath.startsWith('/'), label).toBe(true);
            expect(plan.renderUrl, label).toMatch(/^\/(?!\/)/);
            expect(plan.renderUrl, label).toMatch(HEADER_SAFE);
            break;
          }
          case 'not-found':
            break;
          default:
            throw new Error(`unknown decision ${JSON.stringify(decision)}`);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the site server on malformed queries and slugs', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(local);
  });
  afterAll(() => site.close());

  it('answers 2xx, 3xx or 404, never a 500, to visitors and members alike', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TENANT_IDS), path, hostileQuery, fc.boolean(), fc.constantFrom('GET', 'GET', 'HEAD'), async (tenant, target, query, signedIn, method) => {
        const host = `${tenant}.localhost:${PORT}`;
        const url = `${target}?${query}`;
        const errorsBefore = site.log.errors.length;
        const response = await inject(site.server, { url, method, headers: { host, ...(signedIn ? { [TEST_MEMBER_HEADER]: '1' } : {}) } });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const label = `${method} ${url.slice(0, 300)} on ${tenant}${signedIn ? ' (member)' : ''}: ${response.status}`;
        expect(site.log.errors.slice(errorsBefore), label).toEqual([]);
        expect(response.status === 404 || (response.status >= 200 && response.status < 400), label).toBe(true);
        if (response.location !== undefined) expect(response.location, label).toMatch(HEADER_SAFE);
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: pages are served, redirects given and missing things refused.
    for (const status of [200, 302, 404]) expect(statuses.get(status) ?? 0, JSON.stringify([...statuses])).toBeGreaterThan(RUNS / 50);
  }, SERVER_PROPERTY_TIMEOUT_MS);
});
