import { describe, expect, it } from 'vitest';
import type { TenantId } from '../../src/tenants/schema.ts';
import { servePlan } from '../../src/tour/serve-plan.ts';
import { anonymous, decide, member } from '../routing/fixtures.ts';

/** The plan for `url` on `tenant`, after the real route rules: `static <path>`, `render <url>`, or the decision when it is not served. */
function plan(tenant: TenantId, url: string, who = anonymous): string {
  const decision = decide(tenant, url, who);
  if (decision.kind !== 'serve') return decision.kind === 'redirect' ? `${decision.status} ${decision.location}` : decision.kind;
  const result = servePlan(decision, new URL(url, 'http://site.invalid'));
  return result.staticPath === null ? `render ${result.renderUrl}` : `static ${result.staticPath}`;
}

describe('serve plan: paged listings map ?page=N to their static files', () => {
  it.each([
    ['blaze', '/videos', 'static /videos'],
    ['blaze', '/videos?page=1', 'static /videos'],
    ['blaze', '/videos?page=2', 'static /videos/page/2'],
    ['blaze', '/videos?page=17&utm_source=mail', 'static /videos/page/17'],
    ['aurora', '/awards?page=4', 'static /awards/page/4'],
    ['aurora', '/performers/lana-quinn', 'static /performers/lana-quinn'],
    ['aurora', '/performers/lana-quinn?page=2', 'static /performers/lana-quinn/page/2'],
    ['jade', '/sites/aurora/videos', 'static /sites/aurora/videos'],
    ['jade', '/sites/aurora/performers?page=2', 'static /sites/aurora/performers/page/2'],
    ['aurora', '/videos/wild-hours-1', 'static /videos/wild-hours-1'],
  ] as const)('%s %s → %s', (tenant, url, expected) => {
    expect(plan(tenant, url)).toBe(expected);
  });
});

describe('serve plan: /toprated asks the gateway on every visit, its query passed through (browsing spec sections 2 and 7)', () => {
  it.each([
    ['/toprated', 'render /toprated'],
    ['/toprated?page=3&sort=week', 'render /toprated?page=3&sort=week'],
  ] as const)('%s → %s', (url, expected) => {
    expect(plan('aurora', url)).toBe(expected);
  });
});

describe('serve plan: a selection of a site listing is rendered per request, any other selector is the static listing', () => {
  it.each([
    ['/sites/aurora/videos?selector=recent', 'render /filtered/sites/aurora/videos?selector=recent'],
    ['/sites/aurora/videos?selector=top-rated&page=2', 'render /filtered/sites/aurora/videos?selector=top-rated&page=2'],
    ['/sites/aurora/performers?selector=name', 'render /filtered/sites/aurora/performers?selector=name'],
    ['/sites/aurora/performers?selector=recent', 'static /sites/aurora/performers'],
    ['/sites/aurora/videos?selector=nonsense&page=2', 'static /sites/aurora/videos/page/2'],
  ] as const)('%s → %s', (url, expected) => {
    expect(plan('jade', url)).toBe(expected);
  });
});

describe('serve plan: the join page is rendered at /joinnow for any path holding it (membership spec section 2)', () => {
  it.each([
    ['/joinnow', 'render /joinnow'],
    ['/joinnow-vip?ref=AFF-1', 'render /joinnow?ref=AFF-1'],
    ['/tour/joinnow2', 'render /joinnow'],
  ] as const)('%s → %s', (url, expected) => {
    expect(plan('aurora', url)).toBe(expected);
  });
});

describe("serve plan: a comment's deep link is its video's page (browsing spec section 2)", () => {
  it.each([
    ['a member', '/videos/wild-hours-1/comment/42', 'static /videos/wild-hours-1'],
    ['a member', '/videos/wild-hours-1/comment/42?utm_source=mail', 'static /videos/wild-hours-1'],
    ['a visitor', '/videos/wild-hours-1/comment/42', 'login'],
  ] as const)('%s: %s → %s', (who, url, expected) => {
    expect(plan('aurora', url, who === 'a member' ? member() : anonymous)).toBe(expected);
  });
});

describe('serve plan: performer order and gender variants', () => {
  it.each([
    // blaze has faceted search off: no sex parameter is added.
    ['blaze', '/performers', 'static /performers'],
    ['blaze', '/performers?page=2', 'static /performers/page/2'],
    ['blaze', '/performers?order=rating&gender=girls', 'static /performers'],
    ['blaze', '/performers?order=name', 'static /performers/name/girls'],
    ['blaze', '/performers?gender=guys&page=3', 'static /performers/rating/guys/page/3'],
    ['blaze', '/performers?order=name&gender=guys', 'static /performers/name/guys'],
    ['blaze', '/performers?order=newest', 'render /filtered/performers?order=newest'],
    ['blaze', '/performers?gender=everyone', 'render /filtered/performers?gender=everyone'],
    // aurora has faceted search on: the rules add sex=F, and plain sex=F is still the static default.
    ['aurora', '/performers', '302 /performers?sex=F'],
    ['aurora', '/performers?sex=F', 'static /performers'],
    ['aurora', '/performers?sex=F&page=2', 'static /performers/page/2'],
    ['aurora', '/performers?order=name&sex=F', 'static /performers/name/girls'],
    ['aurora', '/performers?sex=M', 'static /performers/rating/guys'],
    ['aurora', '/performers?gender=guys&sex=F', 'static /performers/rating/guys'],
    ['aurora', '/performers?gender=guys&sex=M&page=2', 'static /performers/rating/guys/page/2'],
  ] as const)('%s %s → %s', (tenant, url, expected) => {
    expect(plan(tenant, url)).toBe(expected);
  });
});

describe('serve plan: facets, search and filter go to the server-rendered listings', () => {
  it.each([
    ['aurora', '/videos?categories=lingerie', 'render /filtered/videos?categories=lingerie'],
    ['aurora', '/videos?categories=lingerie&page=2', 'render /filtered/videos?categories=lingerie&page=2'],
    ['aurora', '/videos?hairColor=red&year=2024', 'render /filtered/videos?hairColor=red&year=2024'],
    ['aurora', '/videos?search=Night', '302 /videos?categories=night'],
    ['blaze', '/videos?search=Night', 'render /filtered/videos?search=Night'],
    ['blaze', '/videos?filter=cinematic', 'render /filtered/videos?filter=cinematic'],
    ['aurora', '/performers?sex=F&hairColor=Blonde', 'render /filtered/performers?sex=F&hairColor=Blonde'],
    ['aurora', '/performers?sex=F&sex=M', 'render /filtered/performers?sex=F&sex=M'],
    ['aurora', '/performers?sex=X', 'render /filtered/performers?sex=X'],
    ['aurora', '/performers?sex=F&name=lana', 'render /filtered/performers?sex=F&name=lana'],
    ['blaze', '/performers?nationality=Irish', 'render /filtered/performers?nationality=Irish'],
    ['blaze', '/performers?search=lana', 'render /filtered/performers?search=lana'],
  ] as const)('%s %s → %s', (tenant, url, expected) => {
    expect(plan(tenant, url)).toBe(expected);
  });
});
