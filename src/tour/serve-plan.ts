import type { RouteDecision } from '../routing/decision.ts';

export type ServeDecision = Extract<RouteDecision, { kind: 'serve' }>;

/** How the site server answers a page the route rules let through. */
export interface ServePlan {
  /** The prerendered file's URL path to try first (GET/HEAD), or null when only the server can answer. */
  staticPath: string | null;
  /** The URL the tenant's Astro handler renders when no static file answers. */
  renderUrl: string;
}

/**
 * Maps a route decision to the build's layout. By default a page is its own static file and is
 * rendered at its own URL; paged and filtered listings refine this (see the tour pages).
 */
export function servePlan(decision: ServeDecision, url: URL): ServePlan {
  return { staticPath: decision.path, renderUrl: `${url.pathname}${url.search}` };
}
