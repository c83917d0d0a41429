import { rawRequest, type RawResponse } from '../../tests/support/http.ts';
import { E2E_PORT } from './ports.ts';
import { TENANTS } from './tenants.ts';

/** GET `path` on `tenant` without a browser (Node cannot resolve *.localhost; Chromium maps it itself). */
export function tenantGet(tenant: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return rawRequest(E2E_PORT, { host: `${tenant}.localhost:${E2E_PORT}`, path, headers });
}

/** The links on `path` whose href starts with `prefix`, each once, in page order, found the way a visitor would: in the HTML. */
export async function linksOn(tenant: string, path: string, prefix: string): Promise<string[]> {
  const html = (await tenantGet(tenant, path)).text;
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = [...new Set([...html.matchAll(new RegExp(`href="(${escaped}[a-z0-9-]+)"`, 'g'))].map((match) => match[1] ?? ''))];
  if (links.length === 0) throw new Error(`no link starting with ${prefix} on ${tenant}${path}`);
  return links;
}

/** The first link on `path` whose href starts with `prefix`. */
export async function firstLink(tenant: string, path: string, prefix: string): Promise<string> {
  const [first = ''] = await linksOn(tenant, path, prefix);
  return first;
}

/**
 * The time a journey gets per page it loads and checks with axe. Injecting axe-core and collecting its
 * results took 3–4 s a page with Debian's Chromium 150 on a busy two-core machine (a trace: 246
 * evaluations, 87 s, for 23 page types), so a journey over every page type gets a budget per page
 * rather than one fixed sum that a slower day overruns. A hang guard, not a timing: the members' walk
 * took about 5 s a page (3.2–7.3 s of it axe) alone, and overran 10 s a page in a full run beside the
 * player's journeys, whose videos decode on the same two cores.
 */
export const AXE_PAGE_BUDGET_MS = 20_000;

/** One URL of every tour page type on `tenant` (the feature-gated ones only where switched on). */
export async function tourPageTypes(tenant: string): Promise<string[]> {
  const config = TENANTS.find((t) => t.tenant === tenant);
  if (!config) throw new Error(`unknown tenant ${tenant}`);
  const gated = {
    angels: config.features.showAngels,
    showcases: config.features.showcasesPage,
    reels: config.features.reels,
    wall: config.features.curator,
    awards: config.headerFeatures.awardsLink,
  };
  const video = await firstLink(tenant, '/videos', '/videos/');
  const performer = await firstLink(tenant, video, '/performers/');
  const pages = [
    '/',
    '/videos',
    '/videos?page=2',
    video,
    video.replace('/videos/', '/trailer/'),
    '/performers?sex=F',
    performer,
    '/categories',
    '/toprated',
    '/casting',
    '/deals',
    '/support',
    '/login',
    '/terms',
    '/privacy',
    '/2257',
    '/search?q=a',
  ];
  if (gated.showcases) pages.push('/showcases', await firstLink(tenant, '/showcases', '/showcase/'));
  if (gated.angels) pages.push('/angels', await firstLink(tenant, '/angels', '/angels/'));
  if (gated.reels) pages.push('/reels');
  if (gated.wall) pages.push('/wall');
  if (gated.awards) pages.push('/awards');
  return pages;
}
