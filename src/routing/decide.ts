import { NOT_FOUND, withQuery, type RouteInput } from './decision.ts';
import type { RouteDecision } from './route-decision.ts';
import { matchRoute, type Match } from './match.ts';
import { JOIN_PATH, loginUrl } from './paths.ts';
import { splitPath } from './path.ts';
import { ENDPOINT_ROUTES, ROUTES, type RouteDefinition } from './routes.ts';
import { isSlugParam, isValidSlug } from './slug.ts';

/**
 * Membership spec section 2: "The route matches any path containing /joinnow": `/joinnow-vip`,
 * `/tour/joinnow2`, a video slug that starts with it too. Only the site's endpoints and Astro's
 * outputs keep their own paths (an Astro bundle named after the join page is no join page).
 */
const JOINNOW_MARK = '/joinnow';

type Route = (typeof ROUTES)[number];

function findRoute(segments: readonly string[]): Match<Route> | undefined {
  const match = matchRoute<Route>(ROUTES, segments);
  if (match !== undefined && ENDPOINT_ROUTES.includes(match.route.name)) return match;
  if (`/${segments.join('/')}`.includes(JOINNOW_MARK)) {
    const joinNow = ROUTES.find((route) => route.name === 'joinNow');
    return joinNow === undefined ? undefined : { route: joinNow, params: {} };
  }
  return match;
}

function canonicalPath(route: RouteDefinition, segments: readonly string[]): string {
  return route.name === 'joinNow' ? JOIN_PATH : `/${segments.join('/')}`;
}

/**
 * The route rules of the spec, in the order the spec gives them: the route must exist; an anonymous
 * visitor on a route that requires authentication goes to login first; then every slug must be valid;
 * then the route's own rule (features, abilities, page query, redirects) decides.
 * Pure and total: any path and query gives a decision, never an exception.
 */
export function decideRoute(input: RouteInput): RouteDecision {
  const { tenant, tenants, path, query, member } = input;
  const segments = splitPath(path);
  if (segments === undefined) return NOT_FOUND;
  const match = findRoute(segments);
  if (match === undefined) return NOT_FOUND;
  const { route, params } = match;
  if (route.auth === 'required' && !member.isAuthenticated) return { kind: 'login', location: loginUrl(withQuery(path, query)) };
  for (const [name, value] of Object.entries(params)) {
    if (isSlugParam(name) && !isValidSlug(value)) return NOT_FOUND;
  }
  const canonical = canonicalPath(route, segments);
  const result = route.rule({ tenant, tenants, member, query, params, path: canonical });
  if (result.kind !== 'pass') return result;
  return { kind: 'serve', route: route.name, params: { ...params, ...result.params }, auth: route.auth, path: canonical };
}
