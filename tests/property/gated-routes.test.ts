import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATH, LOGIN_RETURN_PARAM } from '../../src/routing/paths.ts';
import { ROUTES } from '../../src/routing/routes.ts';
import { tenantsFor } from '../../src/tenants/registry.ts';
import { TENANT_IDS } from '../../src/tenants/schema.ts';
import { HEADER_SAFE } from './hostile-values.ts';
import { HANDLER_MARKER, homeMarker, inject, notFoundMarker, RUNS, SERVER_PROPERTY_TIMEOUT_MS, startTestSite, type TestSite } from './support.ts';

/**
 * Every route that requires authentication, under every way of spelling its path
 * (percent-encoding once, twice or three times, mixed case, dot segments, doubled slashes, encoded
 * slashes and backslashes, trailing dots, `;params`…), requested by an anonymous visitor through the
 * site server, gives the login redirect, a redirect on the tenant, or the tenant's 404: never a page
 * from the tenant's handler (the fake build's handler answers 200 with a marker to anybody). The one
 * 200 allowed is the public home page, for a request target that is not a path at all.
 */

const PORT = 4321;
const tenants = tenantsFor({ SITE_ENV: 'local', PORT });
const GATED = ROUTES.filter((route) => route.auth === 'required');
const gatedNames = new Set<string>(GATED.map((route) => route.name));

const slug = fc.stringMatching(/^[a-z0-9]{1,8}(?:-[a-z0-9]{1,6}){0,2}$/);

/** A concrete path of `pattern`'s route: its segments, parameters filled in with valid values. */
function instance(pattern: string): fc.Arbitrary<string[]> {
  const parts = pattern.slice(1).split('/');
  return fc.tuple(
    ...parts.map((part) => {
      if (!part.startsWith(':')) return fc.constant(part);
      if (part === ':site') return fc.constantFrom(...TENANT_IDS);
      if (part === ':commentId') return fc.oneof(fc.nat().map(String), slug);
      return slug;
    }),
  );
}

const hex = (code: number, upper: boolean) => {
  const text = code.toString(16).padStart(2, '0');
  return upper ? text.toUpperCase() : text;
};
/** UTF-8 percent escapes of one character, in upper- or lower-case hex, `times` levels deep (%61, %2561, %252561…). */
function percent(character: string, upper: boolean, times: number): string {
  let encoded = [...Buffer.from(character, 'utf8')].map((byte) => `%${hex(byte, upper)}`).join('');
  for (let level = 1; level < times; level += 1) encoded = encoded.replaceAll('%', '%25');
  return encoded;
}

/** Fullwidth forms of ASCII letters (ａ for a): look-alikes a normalising hop might fold back. */
const fullwidth = (character: string) => (/[a-z]/i.test(character) ? String.fromCodePoint(character.codePointAt(0)! - 0x21 + 0xff01) : character);

type SegmentSpelling = (segment: string, mask: number, upper: boolean) => string;

/** Ways to spell one segment; `mask` picks which characters a spelling touches. */
const SEGMENT_SPELLINGS: Record<string, SegmentSpelling> = {
  plain: (s) => s,
  encodedOnce: (s, mask, upper) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? percent(c, upper, 1) : c)).join(''),
  encodedAll: (s, _mask, upper) => Array.from(s).map((c) => percent(c, upper, 1)).join(''),
  encodedTwice: (s, mask, upper) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? percent(c, upper, 2) : c)).join(''),
  encodedThrice: (s, mask, upper) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? percent(c, upper, 3) : c)).join(''),
  upperCase: (s) => s.toUpperCase(),
  mixedCase: (s, mask) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? c.toUpperCase() : c)).join(''),
  encodedMixedCase: (s, mask, upper) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? percent(c.toUpperCase(), upper, 1) : c)).join(''),
  fullwidth: (s, mask) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? fullwidth(c) : c)).join(''),
  fullwidthEncoded: (s, mask, upper) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? percent(fullwidth(c), upper, 1) : c)).join(''),
  overlong: (s, mask) => Array.from(s).map((c, i) => (mask & (1 << i % 30) && c.charCodeAt(0) < 0x80 ? `%${hex(0xc0 | (c.charCodeAt(0) >> 6), true)}%${hex(0x80 | (c.charCodeAt(0) & 0x3f), true)}` : c)).join(''),
  iisUnicode: (s, mask) => Array.from(s).map((c, i) => (mask & (1 << i % 30) ? `%u00${hex(c.charCodeAt(0), false)}` : c)).join(''),
};

const SEGMENT_PREFIXES = ['%5C', '%5c', '\\', '.', '%2e', '~', ';', '%00', '%20', '%09', ' ', '%0a', '+'];
const SEGMENT_SUFFIXES = [
  '.', '..', '...', '%2e', '%2E', '%2e%2e', ';', ';x', ';jsessionid=0', '%3B', '%3bx', '%00', '%20', '%09', '%0d%0a',
  ' ', '~', '.html', '.json', '.css', '%2F', '%2f', '%5C', '\\', '*', '+', '%23', '%3F', '%252F', '.%00.html', '::$DATA',
];
/** What stands between two segments: a slash, or a spelling a lenient hop would read as one. */
const SEPARATORS = ['//', '///', '/./', '/%2e/', '/%2E/', '/x/../', '/x/%2e%2e/', '/x/%2E%2e/', '/%2F', '/%2f', '/%5C', '\\', '/%252F', '/;/', '/.;/', '/%2e%2e%2f'];
const LEADERS = ['//', '///', '/./', '/%2F', '/%2f', '/%5C', '\\', '/\\', '/%2e/', '/x/../', '/x/%2e%2e/', '/%252e%252e/', '/../', '/%2e%2e/'];
const TRAILERS = ['/', '//', '/.', '/./', '/%2e', '.', '..', '%2e', ';x', '/;x', '%20', '%00', '%2F', '%5C', '\\', '?x=1', '?page=2', '?uri=//evil.example', '#x', '%23', '?', '&', '/..;/', '.json'];

/** `usual` most of the time (so that the odd spellings meet one at a time too), else one of `odd`. */
const mostly = (usual: string, odd: readonly string[]) => fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fc.constantFrom(...odd) });

const spelling = fc.record({
  kind: fc.oneof({ weight: 1, arbitrary: fc.constant('plain') }, { weight: 1, arbitrary: fc.constantFrom(...Object.keys(SEGMENT_SPELLINGS)) }),
  mask: fc.nat(),
  upper: fc.boolean(),
  prefix: mostly('', SEGMENT_PREFIXES),
  suffix: mostly('', SEGMENT_SUFFIXES),
});

/** A gated route's path spelled in one of the combinations above, with the segments it stands for. */
const gatedRequest = fc
  .constantFrom(...GATED)
  .chain((route) =>
    instance(route.pattern).chain((segments) =>
      fc.record({
        route: fc.constant(route.name),
        segments: fc.constant(segments),
        spellings: fc.array(spelling, { minLength: segments.length, maxLength: segments.length }),
        separators: fc.array(mostly('/', SEPARATORS), { minLength: segments.length, maxLength: segments.length }),
        leader: mostly('/', LEADERS),
        trailer: mostly('', TRAILERS),
        // Most cases spell one thing differently; the rest combine several at once.
        plainOdds: fc.integer({ min: 0, max: 9 }),
      }),
    ),
  )
  .map(({ route, segments, spellings, separators, leader, trailer, plainOdds }) => {
    const pieces = segments.map((segment, index) => {
      const how = spellings[index]!;
      if (plainOdds < 4 && index !== plainOdds % segments.length) return segment;
      return how.prefix + SEGMENT_SPELLINGS[how.kind]!(segment, how.mask, how.upper) + how.suffix;
    });
    const path = pieces.map((piece, index) => (index === 0 ? leader : separators[index]!) + piece).join('') + trailer;
    return { route, segments, path };
  });

/**
 * Whether the request target `target` names exactly the route's segments once the URL parser and one
 * decoding are done. A target that is not a path (`\\account`) is no page but the root.
 */
function namesSegments(target: string, origin: string, segments: readonly string[]): boolean {
  const { pathname } = new URL(origin + (target.startsWith('/') ? target : '/'));
  const raw = pathname.split('/').slice(1);
  if (raw.length > 1 && raw.at(-1) === '') raw.pop();
  if (raw.length !== segments.length) return false;
  try {
    return raw.every((segment, index) => decodeURIComponent(segment) === segments[index]);
  } catch {
    return false;
  }
}

describe('gated routes under every spelling, for an anonymous visitor', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(tenants);
  });
  afterAll(() => site.close());

  const visitor = fc.record({
    tenant: fc.constantFrom(...TENANT_IDS),
    method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST'),
    sameOrigin: fc.boolean(),
    // No cookie, a well-formed one naming no session, or a malformed one: all anonymous.
    cookie: fc.constantFrom(undefined, `sid=${'A'.repeat(43)}`, 'sid=../../etc', 'sid=; sid=x'),
  });

  it('get the login redirect, a redirect on the tenant or the 404, never the tenant handler’s page', async () => {
    const outcomes = { login: 0, redirect: 0, notFound: 0, refused: 0, otherPage: 0 };
    await fc.assert(
      fc.asyncProperty(gatedRequest, visitor, async ({ route, segments, path }, { tenant, method, sameOrigin, cookie }) => {
        const host = `${tenant}.localhost:${PORT}`;
        const origin = `http://${host}`;
        const headers: Record<string, string | undefined> = { host, cookie };
        if (method === 'POST' && sameOrigin) headers['origin'] = origin;
        const errorsBefore = site.log.errors.length;
        const response = await inject(site.server, { url: path, method, headers });
        const label = `${method} ${path} (${route}) on ${tenant}: ${response.status} ${response.location ?? ''}`;

        expect(site.log.errors.slice(errorsBefore), label).toEqual([]);
        if (response.rendered !== null) {
          // The handler routes on the URL it is given: it must never be handed the gated page, under
          // any spelling. Some spellings name another, open page (`/favorites.json/`, a public file;
          // `\\account` and `/\\account/.%2e/`, which are `/` and `//`, the home page).
          expect(gatedNames.has(response.rendered.route), label).toBe(false);
          expect(namesSegments(response.rendered.url, origin, segments), label).toBe(false);
          expect(namesSegments(path, origin, segments), label).toBe(false);
          outcomes.otherPage += 1;
          return;
        }
        if (response.status === 200) {
          // A static file: only the public home page can answer a spelling that left the gated page.
          expect(namesSegments(path, origin, segments), label).toBe(false);
          if (method !== 'HEAD') expect(response.body, label).toContain(homeMarker(tenant));
          outcomes.otherPage += 1;
          return;
        }
        expect(response.body, label).not.toContain(HANDLER_MARKER);
        expect([301, 302, 403, 404], label).toContain(response.status);
        if (response.status === 403) {
          // The members layer refuses a state change that does not come from the tenant itself.
          expect(method === 'POST' && !sameOrigin, label).toBe(true);
          outcomes.refused += 1;
          return;
        }
        if (response.status === 404) {
          if (method !== 'HEAD') expect(response.body, label).toContain(notFoundMarker(tenant));
          outcomes.notFound += 1;
          return;
        }
        const location = response.location ?? '';
        expect(location, label).toMatch(HEADER_SAFE);
        expect(location.startsWith('/') && !location.startsWith('//'), label).toBe(true);
        expect(new URL(location, origin).origin, label).toBe(origin);
        const isLogin = location.startsWith(`${LOGIN_PATH}?${LOGIN_RETURN_PARAM}=`);
        outcomes[isLogin ? 'login' : 'redirect'] += 1;
        // A spelling that still names the gated page goes to log in first, and comes back to it.
        if (namesSegments(path, origin, segments)) {
          expect(isLogin, label).toBe(true);
          const back = new URL(location, origin).searchParams.get(LOGIN_RETURN_PARAM) ?? '';
          expect(namesSegments(back, origin, segments), label).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: many spellings still name the page (and go to log in), many name nothing (404).
    expect(outcomes.login, JSON.stringify(outcomes)).toBeGreaterThan(RUNS / 10);
    expect(outcomes.notFound, JSON.stringify(outcomes)).toBeGreaterThan(RUNS / 10);
  }, SERVER_PROPERTY_TIMEOUT_MS);

  it('covers every gated route, and the plain spelling of each goes to log in', async () => {
    expect(GATED.length).toBeGreaterThan(20);
    for (const route of GATED) {
      const path = route.pattern.replace(/:site\b/, 'blaze').replace(/:commentId\b/, '7').replace(/:\w+/g, 'some-slug');
      const response = await inject(site.server, { url: path, headers: { host: `aurora.localhost:${PORT}` } });
      expect(response.status, path).toBe(302);
      expect(response.location, path).toBe(`${LOGIN_PATH}?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: path })}`);
    }
  });
});
