/** The route rules of the spec, in one place: what the site server and the Astro pages import. */
export { decideRoute } from './decide.ts';
export {
  ANONYMOUS_MEMBER,
  DEFAULT_REDIRECT,
  PERMANENT_REDIRECT,
  type RouteAuth,
  type RouteInput,
  type RouteMember,
} from './decision.ts';
export type { RouteDecision } from './route-decision.ts';
export { ROUTES, type RouteName } from './routes.ts';
export * from './paths.ts';
export { isSafePath, safeCrossSiteTarget, safeNextOrHome, safeRedirectTarget } from './redirect-target.ts';
export { isValidSlug } from './slug.ts';
