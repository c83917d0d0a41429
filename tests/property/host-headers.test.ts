import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SILENT_LOGGER } from '../../src/server/log.ts';
import { createRequestContext } from '../../src/server/request-context.ts';
import { hostIndex, resolveTenant, UNEXPECTED_HOST_MESSAGE } from '../../src/tenants/host.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TENANT_IDS, type TenantConfig, type TenantId } from '../../src/tenants/schema.ts';
import { errorMarker, homeMarker, inject, notFoundMarker, RUNS, SERVER_PROPERTY_TIMEOUT_MS, startTestSite, type TestSite } from './support.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

/**
 * Random Host and X-Forwarded-Host values never pick or mix a wrong tenant.
 * Without a trusted proxy X-Forwarded-Host is ignored; behind one, its first value decides. A host
 * that names no tenant gets the 400 "Received unexpected host string" page, the same bytes whatever
 * the host (so it is never echoed); any other answer is the named tenant's, and neither its cookies
 * nor its redirects name another tenant.
 */

const PORT = 4321;
/** Local development: every tenant answers on `<id>.localhost` and on its production hosts. */
const tenants = tenantsFor({ SITE_ENV: 'local', PORT });
const index = hostIndex(tenants.values());
const allHosts = [...tenants.values()].flatMap((tenant) => tenant.hosts);

/**
 * The oracle, written from the spec rather than from host.ts: lower-case the value, drop a port (a
 * TCP port: at most 65535) and one trailing dot of the name, then look for exactly that name among
 * the tenants' hosts. The host the request is on is that name with the port as given.
 */
function expectedTenant(value: string | undefined): { tenant: TenantId; host: string } | null {
  if (value === undefined) return null;
  const match = /^([^:]*?)\.?(:\d{1,5})?$/.exec(value.toLowerCase());
  if (!match || Number(match[2]?.slice(1) ?? 0) > 65535) return null;
  const name = match[1] ?? '';
  const owner = [...tenants.values()].find((tenant) => tenant.hosts.includes(name));
  return owner ? { tenant: owner.tenant, host: name + (match[2] ?? '') } : null;
}

/** The value that decides: X-Forwarded-Host's first value behind a trusted proxy, when it has one; else Host. */
function decidingValue(host: string | undefined, forwarded: string | undefined, trustProxy: boolean): string | undefined {
  const first = forwarded?.split(',')[0]?.trim();
  return trustProxy && first ? first : host;
}

const kelvin = (text: string) => text.replaceAll('k', '\u212a');
/** Spellings of a real host: case, trailing dot, ports good and bad, look-alikes, things glued on. */
const HOST_MUTATIONS: readonly ((host: string, other: string) => string)[] = [
  (h) => h,
  (h) => h.toUpperCase(),
  (h) => h.replace(/[aeiou]/g, (c) => c.toUpperCase()),
  (h) => `${h}.`,
  (h) => `${h}..`,
  (h) => `.${h}`,
  (h) => `${h}:${PORT}`,
  (h) => `${h}.:${PORT}`,
  (h) => `${h}:0`,
  (h) => `${h}:65535`,
  (h) => `${h}:99999`,
  (h) => `${h}:123456`,
  (h) => `${h}:`,
  (h) => `${h}:x`,
  (h) => `${h}:-1`,
  (h) => `${h}: ${PORT}`,
  (h) => `evil.${h}`,
  (h) => `${h}.evil.example`,
  (h) => `${h}@evil.example`,
  (h) => `user@${h}`,
  (h) => `${h}/x`,
  (h) => `${h}?x`,
  (h) => `${h}#`,
  (h) => `${h}\\evil`,
  (h) => ` ${h}`,
  (h) => `${h} `,
  (h) => `${h}\t`,
  (h) => `${h}\r\n`,
  (h) => `${h}\u0000`,
  (h, o) => `${h},${o}`,
  (h, o) => `${h}, ${o}`,
  (h, o) => `${o} ${h}`,
  (h) => h.replaceAll('.', '\uff0e'),
  (h) => h.replaceAll('.', '%2e'),
  (h) => kelvin(h),
  (h) => h.replaceAll('i', '\u0131'),
  (h) => h.replace(/o/, '0'),
  (h) => `[${h}]`,
  (h) => `${h}%00`,
  (h) => `xn--${h}`,
  (h) => h.slice(0, -1),
];

const hostValue: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 10, arbitrary: fc.tuple(fc.constantFrom(...allHosts), fc.constantFrom(...allHosts), fc.nat(HOST_MUTATIONS.length - 1)).map(([h, o, m]) => HOST_MUTATIONS[m]!(h, o)) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', 'localhost', 'localhost:4321', '127.0.0.1', '127.0.0.1:4321', '[::1]', '[::1]:4321', 'evil.example', 'example', '.', ':4321', 'a'.repeat(300), `${'a.'.repeat(120)}localhost`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.domain() },
  { weight: 2, arbitrary: fc.constant(undefined) },
);

/** A request as a client (or a proxy in front of us) may send it. */
const request = fc.record({
  host: hostValue,
  forwarded: fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 3, arbitrary: hostValue }),
  forwardedProto: fc.constantFrom(undefined, 'http', 'https', 'ftp', 'HTTPS', 'https, http', ''),
  target: fc.constantFrom(
    '/', '/nope', '/account', '/models', '/videos', '/oidc/login?uri=/videos', '/xsite/blaze',
    'http://blaze.localhost:4321/', 'https://evil.example/account', '//jade.localhost/x', '*', '\\\\evil.example/',
  ),
});

const contextOptions = (trustProxy: boolean) => ({ hostIndex: index, trustProxy, gatewayFor: unreachableGateway, log: SILENT_LOGGER });

describe('the tenant of a request (resolveTenant, createRequestContext)', () => {
  it('resolveTenant picks exactly the tenant the deciding header names, and nothing for any other value', () => {
    fc.assert(
      fc.property(hostValue, hostValue, fc.boolean(), (host, forwarded, trustProxy) => {
        const raw = trustProxy && forwarded ? forwarded.split(',')[0] : host;
        const expected = expectedTenant(raw);
        const matched = resolveTenant({ host, forwardedHost: forwarded }, index, trustProxy);
        const label = `Host ${JSON.stringify(host)}, X-Forwarded-Host ${JSON.stringify(forwarded)}, trusted ${trustProxy}`;
        expect(matched === null ? null : { tenant: matched.tenant.tenant, host: matched.host }, label).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('createRequestContext keeps tenant, host, origin and URL together, whatever the headers and the request target', () => {
    fc.assert(
      fc.property(request, fc.boolean(), ({ host, forwarded, forwardedProto, target }, trustProxy) => {
        const headers: Record<string, string> = {};
        if (host !== undefined) headers['host'] = host;
        if (forwarded !== undefined) headers['x-forwarded-host'] = forwarded;
        if (forwardedProto !== undefined) headers['x-forwarded-proto'] = forwardedProto;
        const context = createRequestContext({ headers, url: target } as unknown as IncomingMessage, contextOptions(trustProxy));
        const expected = expectedTenant(decidingValue(host, forwarded, trustProxy));
        const label = `${JSON.stringify(headers)} ${target}, trusted ${trustProxy}`;
        if (expected === null) {
          expect(context, label).toBeNull();
          return;
        }
        expect(context?.tenant.tenant, label).toBe(expected.tenant);
        expect(context?.host, label).toBe(expected.host);
        expect(context?.origin, label).toMatch(new RegExp(`^https?://${expected.host.replaceAll('.', '\\.')}$`));
        const origin = new URL(context?.origin ?? 'invalid:');
        expect(context?.tenant.hosts, label).toContain(origin.hostname);
        // The request target is a path on that origin, never a URL of its own.
        expect(context?.url.origin, label).toBe(origin.origin);
      }),
      { numRuns: RUNS },
    );
  });

  it('ignores X-Forwarded-Host without a trusted proxy, and lets its first value alone decide behind one', () => {
    fc.assert(
      fc.property(hostValue, hostValue, hostValue, (host, forwarded, otherHost) => {
        const tenantOf = (h: string | undefined, f: string | undefined, trustProxy: boolean) =>
          createRequestContext({ headers: { ...(h === undefined ? {} : { host: h }), ...(f === undefined ? {} : { 'x-forwarded-host': f }) }, url: '/' } as unknown as IncomingMessage, contextOptions(trustProxy))?.host ?? null;
        expect(tenantOf(host, forwarded, false)).toBe(tenantOf(host, undefined, false));
        if (forwarded?.split(',')[0]?.trim()) expect(tenantOf(host, forwarded, true)).toBe(tenantOf(otherHost, forwarded, true));
      }),
      { numRuns: RUNS },
    );
  });
});

/** Each tenant's marks: its pages' titles, and each of its host names as a whole name. */
const marksOf = new Map(
  [...tenants.values()].map((tenant) => [
    tenant.tenant,
    {
      // The handler's answer names the request's tenant and the one its build was handed (tenant.json).
      texts: [homeMarker(tenant.tenant), notFoundMarker(tenant.tenant), errorMarker(tenant.tenant), `"tenant":"${tenant.tenant}"`, `"builtFor":"${tenant.tenant}"`],
      hosts: tenant.hosts.map((name) => ({ name, pattern: new RegExp(`(^|[^a-z0-9.-])${name.replaceAll('.', '\\.')}($|[^a-z0-9-])`, 'i') })),
    },
  ]),
);

/** The marks of tenants other than `tenant` found in `text`. */
function otherTenantsMentioned(text: string, tenant: TenantId): string[] {
  const found: string[] = [];
  for (const [id, marks] of marksOf) {
    if (id === tenant) continue;
    for (const mark of marks.texts) if (text.includes(mark)) found.push(mark);
    for (const { name, pattern } of marks.hosts) if (pattern.test(text)) found.push(name);
  }
  return found;
}

describe.each([false, true])('the site server on random Host and X-Forwarded-Host (trusted proxy: %s)', (trustProxy) => {
  let site: TestSite;
  let unexpectedHostPage = '';
  beforeAll(async () => {
    site = await startTestSite(tenants, { trustProxy });
    unexpectedHostPage = (await inject(site.server, { url: '/', headers: { host: 'no-tenant.invalid' } })).body;
    expect(unexpectedHostPage).toContain(UNEXPECTED_HOST_MESSAGE);
  });
  afterAll(() => site.close());

  const cookie = fc.constantFrom(undefined, `sid=${'B'.repeat(43)}`);

  it('answers the named tenant’s content or the one unexpected-host page, and never names another tenant', async () => {
    const answered = { tenant: 0, unexpectedHost: 0 };
    await fc.assert(
      fc.asyncProperty(request, cookie, async ({ host, forwarded, forwardedProto, target }, sid) => {
        const headers = { host, 'x-forwarded-host': forwarded, 'x-forwarded-proto': forwardedProto, cookie: sid };
        const errorsBefore = site.log.errors.length;
        const response = await inject(site.server, { url: target, headers });
        const expected = expectedTenant(decidingValue(host, forwarded, trustProxy));
        const label = `${JSON.stringify(headers)} ${target}: ${response.status} ${response.location ?? ''}`;
        expect(site.log.errors.slice(errorsBefore), label).toEqual([]);

        if (expected === null) {
          expect(response.status, label).toBe(400);
          expect(response.body, label).toBe(unexpectedHostPage);
          expect(response.cookies, label).toEqual([]);
          expect(response.location, label).toBeUndefined();
          answered.unexpectedHost += 1;
          return;
        }
        answered.tenant += 1;
        const { tenant } = expected;
        expect(response.status, label).not.toBe(400);
        expect(response.status, label).toBeLessThan(500);
        const mine = [homeMarker(tenant), notFoundMarker(tenant), `"tenant":"${tenant}"`];
        if (response.body !== '') expect(mine.some((mark) => response.body.includes(mark)), label).toBe(true);
        expect(otherTenantsMentioned(response.body, tenant), label).toEqual([]);

        // Cookies are host-only (no Domain): they can only ever go back to the host that was asked.
        for (const line of response.cookies) {
          expect(line, label).not.toMatch(/;\s*domain=/i);
          expect(otherTenantsMentioned(line, tenant), label).toEqual([]);
        }
        if (response.location !== undefined) {
          const location = response.location;
          expect(otherTenantsMentioned(decodeURIComponent(location), tenant), label).toEqual([]);
          if (location.startsWith('/')) {
            // A path on the host asked for.
            const base = `http://${expected.host}`;
            expect(new URL(location, base).origin, label).toBe(new URL(base).origin);
          } else {
            // Off to the identity provider, which is told to come back to the very host asked for.
            const url = new URL(location);
            expect(`${url.origin}/oidc`, label).toBe(site.issuer);
            expect(new URL(url.searchParams.get('redirect_uri') ?? 'invalid:').host, label).toBe(new URL(`http://${expected.host}`).host);
          }
        }
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: plenty of requests reach a tenant, plenty are refused.
    expect(answered.tenant, JSON.stringify(answered)).toBeGreaterThan(RUNS / 10);
    expect(answered.unexpectedHost, JSON.stringify(answered)).toBeGreaterThan(RUNS / 10);
  }, SERVER_PROPERTY_TIMEOUT_MS);
});

describe('regressions found by the properties', () => {
  // A Host whose port is beyond 65535 was taken for the tenant, and building the request's origin
  // (`new URL('http://aurora.localhost:99999/')`) then threw inside the server's request listener:
  // one such request brought the whole site server down, every tenant with it.
  it.each(['aurora.localhost:99999', 'aurora.localhost:65536', 'www.auroranights.example:70000'])('resolveTenant refuses the out-of-range port of %j', (host) => {
    expect(resolveTenant({ host }, index, false)).toBeNull();
    expect(resolveTenant({ host: 'blaze.localhost', forwardedHost: host }, index, true)).toBeNull();
  });

  it('resolveTenant still takes the highest port there is', () => {
    expect(resolveTenant({ host: 'aurora.localhost:65535' }, index, false)?.host).toBe('aurora.localhost:65535');
  });

  it.each([false, true])('the site server answers a Host with port 99999 with the 400 page and keeps serving (trusted proxy: %s)', async (trustProxy) => {
    const site = await startTestSite(tenants, { trustProxy });
    try {
      const headers = trustProxy ? { host: 'aurora.localhost', 'x-forwarded-host': 'aurora.localhost:99999' } : { host: 'aurora.localhost:99999' };
      const refused = await inject(site.server, { url: '/', headers });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain(UNEXPECTED_HOST_MESSAGE);
      expect((await inject(site.server, { url: '/', headers: { host: 'aurora.localhost' } })).body).toContain(homeMarker('aurora'));
    } finally {
      await site.close();
    }
  });
});

describe('the oracle itself', () => {
  it.each<[string | undefined, TenantId | null]>([
    ['aurora.localhost', 'aurora'],
    ['AURORA.localhost:4321', 'aurora'],
    ['www.auroranights.example.', 'aurora'],
    ['aurora.localhost..', null],
    ['aurora.localhost:123456', null],
    ['evil.aurora.localhost', null],
    [undefined, null],
  ])('reads %j as %j', (value, tenant) => {
    expect(expectedTenant(value)?.tenant ?? null).toBe(tenant);
  });

  it('knows every tenant', () => {
    expect(new Set([...tenants.values()].map((tenant: TenantConfig) => tenant.tenant))).toEqual(new Set(TENANT_IDS));
  });
});
