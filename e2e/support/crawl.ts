import type { TenantBrowser } from '../../scripts/lib/browser.ts';
import { RECOMM_ID_PARAM } from '../../src/features/recommendations/recomm-id.ts';
import { matchRoute } from '../../src/routing/match.ts';
import { LOGIN_PATH, LOGIN_RETURN_PARAM } from '../../src/routing/paths.ts';
import { splitPath } from '../../src/routing/path.ts';
import { ROUTES } from '../../src/routing/routes.ts';

/**
 * A crawl of one tenant as a person clicks through it: from the home page, every link (`<a href>`)
 * of every page it reaches, over HTTP from Node (no browser: the crawl of every tenant stays quick).
 * Each link must answer, or redirect to a page that answers, with anything but 404 or a server
 * error, and a link that leaves the tenant must lead to a host this run knows.
 */

/** Routes whose visit acts, not shows: the outgoing one-click upsell buys; its return pages report. A crawl never follows them. */
const ACTING_ROUTES: readonly string[] = ['outgoingUpsell', 'oneClickUpsellSuccess', 'oneClickUpsellFailure'];
/** How many pages of one open route a member's crawl fetches: the visitor's crawl fetches every one of those pages. */
const MEMBER_PAGES_PER_TOUR_ROUTE = 3;
/** A bound on one crawl, far above the largest tenant's pages (the combined tenant's ~1,100). */
const MAX_PAGES = 5000;

export interface CrawlOptions {
  /** Whether a host the crawl leaves for is one this run knows (another tenant, the identity provider, a partner). */
  knownHost: (url: URL) => boolean;
  /**
   * A signed-in member's crawl: pages of routes open to visitors too (the tour's, whose every link the
   * visitor's crawl follows) are fetched a few per route; the member's own routes all.
   */
  member: boolean;
}

export interface CrawlResult {
  /** Pages fetched. */
  fetched: number;
  /** What is wrong, one line each: `404 /videos/x (linked from /)`. */
  problems: string[];
}

const routeOf = (path: string) => {
  const segments = splitPath(path);
  return segments === undefined ? undefined : matchRoute(ROUTES, segments)?.route;
};

/**
 * A page's identity: its path and query, less the recommendation's id, which every shelf's link
 * carries anew, and the login's return path, which is the page that links it (one login is enough).
 */
function pageKey(url: URL): string {
  const query = new URLSearchParams(url.search);
  query.delete(RECOMM_ID_PARAM);
  if (url.pathname === LOGIN_PATH) query.delete(LOGIN_RETURN_PARAM);
  const search = query.toString();
  return search === '' ? url.pathname : `${url.pathname}?${search}`;
}

/** The links of an HTML page, its entities undone. */
function linksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#38;', '&'));
}

export async function crawl(browser: TenantBrowser, { knownHost, member }: CrawlOptions): Promise<CrawlResult> {
  const origin = new URL(browser.origin);
  const problems: string[] = [];
  const seen = new Map<string, string>([['/', '(start)']]);
  const perRoute = new Map<string, number>();
  const queue = ['/'];
  let fetched = 0;

  const leaves = (url: URL, from: string): void => {
    if (!knownHost(url)) problems.push(`leaves for an unknown host: ${url.href} (linked from ${from})`);
  };
  const enqueue = (href: string, from: string): void => {
    if (href === '' || href.startsWith('#') || /^(mailto|tel):/.test(href)) return;
    const url = new URL(href, new URL(from, origin));
    if (url.host !== origin.host) return leaves(url, from);
    const key = pageKey(url);
    if (seen.has(key)) return;
    seen.set(key, from);
    const route = routeOf(url.pathname);
    if (route && ACTING_ROUTES.includes(route.name)) return;
    if (member && route?.auth === 'open') {
      const count = (perRoute.get(route.name) ?? 0) + 1;
      perRoute.set(route.name, count);
      if (count > MEMBER_PAGES_PER_TOUR_ROUTE) return;
    }
    queue.push(key);
  };

  for (let path = queue.shift(); path !== undefined && fetched < MAX_PAGES; path = queue.shift()) {
    const from = seen.get(path) ?? '';
    const answer = await browser.request(path, { headers: { accept: 'text/html' } });
    fetched += 1;
    if (answer.status === 404 || answer.status >= 500) {
      problems.push(`${answer.status} ${path} (linked from ${from})`);
      continue;
    }
    if (answer.status >= 300 && answer.status < 400) {
      // A redirect is followed as a link of the page that linked it.
      if (answer.location) enqueue(answer.location, path);
      continue;
    }
    if (!String(answer.headers['content-type']).includes('text/html')) continue;
    for (const href of linksOf(answer.text)) enqueue(href, path);
  }
  return { fetched, problems };
}
