import type { AstroGlobal } from 'astro';
import { PRIVATE_CACHE } from '../http/cache-control.ts';
import type { Member, RequestContext } from '../server/request-context.ts';

export interface MemberPage {
  context: RequestContext;
  member: Member | null;
  /** The route's path params and the query values the route rules passed on (e.g. the checked page). */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * The request context the site server built for a server-rendered page. Rendering one without the
 * site server is a wiring mistake, not a visitor's doing.
 */
export function requestContextOf(astro: Pick<AstroGlobal, 'locals'>): RequestContext {
  const { context } = astro.locals;
  if (!context) throw new Error('This page is rendered by the site server (npm start), which supplies its request context.');
  return context;
}

/** The start of every server-rendered member page: never stored by a shared cache nor kept by the browser. */
export function memberPage(astro: Pick<AstroGlobal, 'locals' | 'params' | 'response'>): MemberPage {
  astro.response.headers.set('Cache-Control', PRIVATE_CACHE);
  const context = requestContextOf(astro);
  return { context, member: context.member, params: { ...astro.params, ...(astro.locals.route?.params ?? {}) } };
}

/**
 * A page on a route that requires authentication: the route rules send anyone else to log in before
 * the page renders, so a missing member here is a wiring mistake.
 */
export function signedInPage(astro: Pick<AstroGlobal, 'locals' | 'params' | 'response'>): MemberPage & { member: Member } {
  const page = memberPage(astro);
  if (!page.member) throw new Error('A page that requires authentication was rendered for an anonymous visitor.');
  return { ...page, member: page.member };
}
