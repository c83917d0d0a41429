/** The route rules of the spec, in one place: what the site server and the Astro pages import. */
export { decideRoute, loginLocation, LOGIN_PATH } from './decide.ts';
export {
  ANONYMOUS_MEMBER,
  DEFAULT_REDIRECT,
  PERMANENT_REDIRECT,
  type RouteAuth,
  type RouteDecision,
  type RouteInput,
  type RouteMember,
} from './decision.ts';
export { awardsMaxPage, DEFAULT_PAGE, MAX_SAFE_INT32, parseAwardsPage, parsePage } from './page-query.ts';
export { ROUTES, type RouteName } from './routes.ts';
export { safeNextOrHome } from './safe-next.ts';
export { isValidSlug } from './slug.ts';
