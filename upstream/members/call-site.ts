import { createGraphQLError } from 'graphql-yoga';
import type { Sites } from '../sites.ts';
import type { MemberContext } from './resolvers.ts';

/** The header the site server names its tenant's site code in (the site's src/http/site-header.ts). */
export const SITE_HEADER = 'x-site';

/**
 * The site a member call that takes no `site` argument is made for (unlocks, tokens, ratings,
 * recommender events, pack unlocks). A real gateway knows it from the tenant's API host it is
 * reached at; this one serves every tenant at one address, so the site server names it in the
 * site header. A call without a known site is refused: no item can be judged without one.
 * The resolvers answer an item of a site this one does not show (`Sites.shows`) as an unknown one,
 * so a member of one brand never changes anything of another's through the other's ids.
 */
export function siteOfCall(context: MemberContext, sites: Pick<Sites, 'bySite'>): string {
  const site = context.request.headers.get(SITE_HEADER)?.trim().toUpperCase() ?? '';
  if (sites.bySite.has(site)) return site;
  throw createGraphQLError(`A member call names its site in the ${SITE_HEADER} header; known sites: ${[...sites.bySite.keys()].join(', ')}.`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}
