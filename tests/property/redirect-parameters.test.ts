import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRoute } from '../../src/routing/decide.ts';
import { ANONYMOUS_MEMBER, type RouteMember } from '../../src/routing/decision.ts';
import { LOGIN_CALLBACK_PATH, LOGIN_PATH, LOGIN_RETURN_PARAM, OFFERS_PATH } from '../../src/routing/paths.ts';
import { safeCrossSiteTarget, safeNextOrHome, safeRedirectTarget } from '../../src/routing/redirect-target.ts';
import { readSessionId } from '../../src/session/index.ts';
import { loadTenants } from '../../src/tenants/load.ts';
import { TENANTS_DIR, tenantsFor } from '../../src/tenants/registry.ts';
import { TENANT_IDS, type TenantConfig, type TenantId } from '../../src/tenants/schema.ts';
import { decodedLayers, HEADER_SAFE, leavesOrigin, legitimateTarget, redirectValue } from './hostile-values.ts';
import { inject, originOf, RUNS, SERVER_PROPERTY_TIMEOUT_MS, signedInSession, startTestSite, TEST_MEMBER_HEADER, type TestSite } from './support.ts';

/**
 * No redirect parameter (`uri` of /oidc/login, `next` of /offers and
 * /parent-redirect, `deeplink` of /xsite/:site) leaves the tenant, except /xsite's deeplink for the
 * members URL of the named tenant. Checked on the guards, on the route rules' decisions, and on what
 * the site server's members layer stores and sends.
 */

const PORT = 4321;
const production = loadTenants(TENANTS_DIR);
const local = tenantsFor({ SITE_ENV: 'local', PORT });
const everyConfig: readonly TenantConfig[] = [...production.values(), ...local.values()];
/** Every origin a tenant answers on, in production and in local development. */
const everyOrigin = [...new Set(everyConfig.flatMap((tenant) => tenant.hosts.map(originOf)))];

/** Signed in, able to see everything, teaser not yet viewed: /offers follows `next` for them. */
const member: RouteMember = { isAuthenticated: true, can: () => true, teaserViewed: false };

/** A marker fallback, so a test can tell "refused" from "accepted as /". */
const REFUSED = '/refused-marker';

function expectStaysOn(target: string, origin: string, input: string): void {
  const problem = leavesOrigin(target, origin);
  expect(problem, `input ${JSON.stringify(input)} gave ${JSON.stringify(target)}`).toBeNull();
}

/**
 * A login redirect: to this tenant's /oidc/login, whose `uri` (the page asked for, query and all) the
 * members layer passes through safeRedirectTarget again. Its `uri` may hold anything the visitor sent,
 * so only its own form is checked here, not every decoded layer of what it carries.
 */
function expectLoginOnTenant(location: string, origin: string, input: string): void {
  const label = `input ${JSON.stringify(input)} gave ${JSON.stringify(location)}`;
  expect(location, label).toMatch(HEADER_SAFE);
  expect(location.startsWith(`${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=`), label).toBe(true);
  const resolved = new URL(location, origin);
  expect(resolved.origin, label).toBe(origin);
  expect(resolved.pathname, label).toBe(LOGIN_PATH);
}

/**
 * The one target /xsite/:site may leave for (membership spec section 2): the current tenant's members
 * URL with its tenant label swapped for `site`. Locally every members URL is `http://<id>.localhost`,
 * so that is the named tenant's own members URL; in production the brand's domain is kept.
 */
function allowedCrossSiteBase(current: TenantConfig, site: TenantId): string {
  if (current.membersUrl === `http://${current.tenant}.localhost:${PORT}`) {
    const named = local.get(site);
    if (!named) throw new Error(`no local tenant ${site}`);
    return named.membersUrl;
  }
  const prefix = `https://members.${current.tenant}.`;
  if (!current.membersUrl.startsWith(prefix)) throw new Error(`unexpected members URL ${current.membersUrl}`);
  return `https://members.${site}.${current.membersUrl.slice(prefix.length).replace(/\/$/, '')}`;
}

function expectCrossSiteTarget(target: string | null, current: TenantConfig, site: string, deeplink: string | null | undefined): void {
  const label = `${current.tenant} → ${JSON.stringify(site)} with deeplink ${JSON.stringify(deeplink)} gave ${JSON.stringify(target)}`;
  if (!(TENANT_IDS as readonly string[]).includes(site)) {
    expect(target, label).toBeNull();
    return;
  }
  const base = allowedCrossSiteBase(current, site as TenantId);
  expect(target, label).not.toBeNull();
  const value = target ?? '';
  expect(value, label).toMatch(HEADER_SAFE);
  expect(value.startsWith(`${base}/`), label).toBe(true);
  const origin = new URL(base).origin;
  expect(new URL(value).origin, label).toBe(origin);
  expectStaysOn(value.slice(base.length), origin, deeplink ?? '');
}

/** `name=value` as a query string, either encoded as a browser would or pasted in raw. */
const queryWith = (name: string) =>
  fc.tuple(redirectValue, fc.boolean()).map(([value, encoded]) => ({
    value,
    query: encoded ? new URLSearchParams({ [name]: value }).toString() : `${name}=${value}`,
  }));

describe('the redirect guards (src/routing/redirect-target.ts)', () => {
  it('safeRedirectTarget only ever gives a header-safe path that stays on the tenant in every decoded layer', () => {
    fc.assert(
      fc.property(redirectValue, fc.constantFrom(...everyOrigin), (raw, origin) => {
        const target = safeRedirectTarget(raw);
        expectStaysOn(target, origin, raw);
        // The callback applies the guard again to the stored target: it must not change it.
        expect(safeRedirectTarget(target)).toBe(target);
      }),
      { numRuns: RUNS },
    );
  });

  it('safeRedirectTarget keeps an accepted printable-ASCII target exactly as given', () => {
    fc.assert(
      fc.property(fc.oneof(redirectValue, legitimateTarget), (raw) => {
        const target = safeRedirectTarget(raw, REFUSED);
        if (target !== REFUSED && HEADER_SAFE.test(raw)) expect(target).toBe(raw);
      }),
      { numRuns: RUNS },
    );
  });

  it('safeRedirectTarget lets ordinary same-site paths through unchanged', () => {
    fc.assert(
      fc.property(legitimateTarget, (raw) => {
        expect(safeRedirectTarget(raw, REFUSED)).toBe(raw);
      }),
      { numRuns: RUNS },
    );
  });

  it('safeNextOrHome stays on the tenant and never leads back to the page it avoids', () => {
    fc.assert(
      fc.property(redirectValue, fc.constantFrom(...everyOrigin), (next, origin) => {
        const target = safeNextOrHome(next, OFFERS_PATH);
        expectStaysOn(target, origin, next);
        expect(new URL(target, origin).pathname.replace(/(.)\/$/, '$1')).not.toBe(OFFERS_PATH);
      }),
      { numRuns: RUNS },
    );
  });

  it('safeCrossSiteTarget only leaves for the members URL of the named tenant, with a deeplink that stays on it', () => {
    const site = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TENANT_IDS) }, { weight: 1, arbitrary: redirectValue });
    const deeplink = fc.oneof({ weight: 8, arbitrary: redirectValue }, { weight: 1, arbitrary: fc.constantFrom(null, undefined) });
    fc.assert(
      fc.property(fc.constantFrom(...everyConfig), site, deeplink, (current, named, link) => {
        expectCrossSiteTarget(safeCrossSiteTarget(current, named, link), current, named, link);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the route rules on redirect parameters (decideRoute)', () => {
  const tenantsOf = (config: TenantConfig) => (production.get(config.tenant) === config ? production : local);

  it('/offers?next=… redirects a member only within the tenant, and sends a visitor to log in on the tenant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyConfig), queryWith('next'), fc.boolean(), (tenant, { value, query }, signedIn) => {
        const decision = decideRoute({ tenant, tenants: tenantsOf(tenant), path: OFFERS_PATH, query: new URLSearchParams(query), member: signedIn ? member : ANONYMOUS_MEMBER });
        const origin = originOf(tenant.hosts[0] ?? '');
        if (!signedIn) {
          expect(decision.kind).toBe('login');
          if (decision.kind === 'login') expectLoginOnTenant(decision.location, origin, value);
        } else if (tenant.features.promotionalVideoTeaserModal) {
          expect(decision.kind).toBe('redirect');
          if (decision.kind === 'redirect') expectStaysOn(decision.location, origin, value);
        } else expect(decision.kind).toBe('serve');
      }),
      { numRuns: RUNS },
    );
  });

  it('/xsite/:site?deeplink=… redirects only to the named tenant’s members URL, or is not found', () => {
    const site = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...TENANT_IDS) }, { weight: 1, arbitrary: fc.constantFrom('evil', 'AURORA', 'aurora.evil', 'members', 'x') });
    fc.assert(
      fc.property(fc.constantFrom(...everyConfig), site, queryWith('deeplink'), (tenant, named, { query }) => {
        const params = new URLSearchParams(query);
        const decision = decideRoute({ tenant, tenants: tenantsOf(tenant), path: `/xsite/${named}`, query: params, member });
        if (decision.kind === 'not-found') {
          expect(TENANT_IDS as readonly string[]).not.toContain(named);
          return;
        }
        expect(decision.kind).toBe('redirect');
        const deeplink = params.get('deeplink');
        if (decision.kind === 'redirect') expectCrossSiteTarget(decision.location, tenant, named, deeplink === '' ? null : deeplink);
      }),
      { numRuns: RUNS },
    );
  });

  it('/parent-redirect?next=… gives the page a `next` that its guard keeps on the tenant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyConfig), queryWith('next'), (tenant, { value, query }) => {
        const decision = decideRoute({ tenant, tenants: tenantsOf(tenant), path: '/parent-redirect', query: new URLSearchParams(`id_token=t&${query}`), member });
        expect(decision.kind).toBe('serve');
        // src/pages/parent-redirect.astro links to safeRedirectTarget(params.next).
        if (decision.kind === 'serve') expectStaysOn(safeRedirectTarget(decision.params['next']), originOf(tenant.hosts[0] ?? ''), value);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the site server on redirect parameters', () => {
  let site: TestSite;
  /** A session of each tenant: one is a session on its own tenant only. */
  const signedIn = new Map<string, string>();
  beforeAll(async () => {
    site = await startTestSite(local);
    for (const tenant of TENANT_IDS) signedIn.set(tenant, await signedInSession(site.store, tenant));
  });
  afterAll(() => site.close());

  /** The tenants whose /offers follows `next` (promotional teaser switched on). */
  const teaserTenants = TENANT_IDS.filter((id) => local.get(id)?.features.promotionalVideoTeaserModal);
  const request = fc.record({
    tenant: fc.constantFrom(...TENANT_IDS),
    teaserTenant: fc.constantFrom(...teaserTenants),
    kind: fc.constantFrom('login', 'login-signed-in', 'offers', 'xsite'),
    target: fc.constantFrom(...TENANT_IDS),
    parameter: redirectValue,
    encoded: fc.boolean(),
  });

  it('never sends a visitor or member off the tenant, stores only a safe return path, and never fails', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ tenant: anyTenant, teaserTenant, kind, target, parameter, encoded }) => {
        const tenant = kind === 'offers' ? teaserTenant : anyTenant;
        const host = `${tenant}.localhost:${PORT}`;
        const origin = `http://${host}`;
        const name = kind === 'offers' ? 'next' : kind === 'xsite' ? 'deeplink' : LOGIN_RETURN_PARAM;
        const query = encoded ? new URLSearchParams({ [name]: parameter }).toString() : `${name}=${parameter}`;
        const path = kind === 'offers' ? OFFERS_PATH : kind === 'xsite' ? `/xsite/${target}` : LOGIN_PATH;
        const headers: Record<string, string> = { host };
        if (kind === 'offers' || kind === 'xsite') headers[TEST_MEMBER_HEADER] = '1';
        if (kind === 'login-signed-in') headers['cookie'] = `sid=${signedIn.get(tenant) ?? ''}`;
        const errorsBefore = site.log.errors.length;
        const response = await inject(site.server, { url: `${path}?${query}`, headers });
        const label = `${kind} on ${tenant} with ${JSON.stringify(parameter)}: ${response.status} ${response.location ?? ''}`;
        expect(site.log.errors.slice(errorsBefore), label).toEqual([]);
        expect(response.status, label).toBe(302);
        const location = response.location ?? '';
        // The value the handler saw: what the URL parser made of the raw query, as the site server reads it.
        const seen = new URL(`${origin}${path}?${query}`).searchParams.get(name) ?? '';

        if (kind === 'login') {
          // Off to the identity provider, which is told to come back to this tenant only.
          const authorization = new URL(location);
          expect(`${authorization.origin}${authorization.pathname}`, label).toBe(`${site.issuer}/auth`);
          expect(authorization.searchParams.get('redirect_uri'), label).toBe(origin + LOGIN_CALLBACK_PATH);
          const sid = readSessionId(response.cookies.join('; ').split(/;\s*/).find((part) => part.startsWith('sid=')) ?? null, host);
          expect(sid, label).not.toBeNull();
          const record = await site.store.get(sid ?? '');
          const returnTo = record?.pendingLogin?.returnTo ?? '';
          expectStaysOn(returnTo, origin, seen);
          // The callback redirects to safeRedirectTarget(returnTo): the very same path.
          expect(safeRedirectTarget(returnTo), label).toBe(returnTo);
        } else if (kind === 'login-signed-in' || kind === 'offers') {
          expect(location.startsWith('/') && !location.startsWith('//'), label).toBe(true);
          expectStaysOn(location, origin, seen);
          if (kind === 'offers') expect(new URL(location, origin).pathname, label).not.toBe(OFFERS_PATH);
        } else {
          const named = local.get(target);
          const base = named?.membersUrl ?? '';
          expect(location.startsWith(`${base}/`), label).toBe(true);
          expectStaysOn(location.slice(base.length), new URL(base).origin, seen);
        }
      }),
      { numRuns: RUNS },
    );
  }, SERVER_PROPERTY_TIMEOUT_MS);
});

describe('regressions found by the properties', () => {
  // A return target with characters outside ASCII was followed as is: Node refuses such a Location
  // header (ERR_INVALID_CHAR), so the member got the themed 500 (or, after logging in, lost the login).
  it.each([['/€'], ['/videos?q=€'], ['/ÿ'], ['/a#😀']])('safeRedirectTarget percent-encodes the non-ASCII target %j instead of passing it raw', (raw) => {
    const target = safeRedirectTarget(raw, REFUSED);
    expect(target).toMatch(HEADER_SAFE);
    expect(decodedLayers(target).layers).toContain(raw);
  });

  it('safeRedirectTarget refuses a target with a lone surrogate', () => {
    expect(safeRedirectTarget('/\ud800', REFUSED)).toBe(REFUSED);
  });

  it('safeCrossSiteTarget percent-encodes a non-ASCII deeplink', () => {
    const jade = production.get('jade');
    if (!jade) throw new Error('no jade');
    expect(safeCrossSiteTarget(jade, 'aurora', '/videos/€')).toBe('https://members.aurora.jadecollection.example/videos/%E2%82%AC');
  });

  describe('through the site server', () => {
    let site: TestSite;
    let signedIn = '';
    beforeAll(async () => {
      site = await startTestSite(local);
      signedIn = await signedInSession(site.store, 'aurora');
    });
    afterAll(() => site.close());

    it.each([
      ['a member on /offers?next=/€', '/offers?next=/%E2%82%AC', { [TEST_MEMBER_HEADER]: '1' }, '/%E2%82%AC'],
      ['a member on /xsite/blaze?deeplink=/€', '/xsite/blaze?deeplink=/%E2%82%AC', { [TEST_MEMBER_HEADER]: '1' }, `http://blaze.localhost:${PORT}/%E2%82%AC`],
      ['a signed-in visitor of /oidc/login?uri=/€', '/oidc/login?uri=/%E2%82%AC', { cookie: 'SIGNED-IN' }, '/%E2%82%AC'],
    ])('redirects %s with an encoded Location, not a 500', async (_who, url, extra, expected) => {
      const headers: Record<string, string> = { host: `aurora.localhost:${PORT}`, ...extra };
      if (headers['cookie'] === 'SIGNED-IN') headers['cookie'] = `sid=${signedIn}`;
      const response = await inject(site.server, { url, headers });
      expect(response.status).toBe(302);
      expect(response.location).toBe(expected);
    });
  });
});
