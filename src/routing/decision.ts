import type { Abilities, Subject } from '../access/abilities.ts';
import type { UserProfile } from '../membership/profile.ts';
import type { TenantConfig, TenantId } from '../tenants/schema.ts';

/** Browsing spec section 9: "Permanent redirect 301; default redirect 302." */
export const PERMANENT_REDIRECT = 301;
export const DEFAULT_REDIRECT = 302;
export type RedirectStatus = typeof PERMANENT_REDIRECT | typeof DEFAULT_REDIRECT;

/** Whether a route lets an anonymous visitor in (see the auth column of `routes.ts`). */
export type RouteAuth = 'required' | 'open';

export interface RedirectDecision {
  kind: 'redirect';
  status: RedirectStatus;
  /** A same-origin path and query, except /xsite which leaves for the members area. */
  location: string;
}

export interface NotFoundDecision {
  kind: 'not-found';
}

/** Anonymous visitor on a route that needs authentication; `location` is the members-area login. */
export interface LoginDecision {
  kind: 'login';
  location: string;
}

/** The member as the route rules see it: signed in or not, and the access module's abilities. */
export interface RouteMember {
  isAuthenticated: boolean;
  /** The spec's "can see" test on a named subject; false for the anonymous visitor. */
  can(action: 'see', subject: Subject): boolean;
  /** Profile flag state.modals.teaserViewed (membership spec section 3). */
  teaserViewed?: boolean;
}

export interface RouteInput {
  tenant: TenantConfig;
  tenants: ReadonlyMap<TenantId, TenantConfig>;
  /** The URL's pathname, still percent-encoded, e.g. `url.pathname`. */
  path: string;
  query: URLSearchParams;
  member: RouteMember;
}

/** The anonymous visitor: not authenticated, can see nothing that needs an ability. */
export const ANONYMOUS_MEMBER: RouteMember = Object.freeze({ isAuthenticated: false, can: () => false });
/** Signed in, but the gateway could not say who (it is down): enough to pick a static page. */
export const SIGNED_IN_UNKNOWN: RouteMember = Object.freeze({ isAuthenticated: true, can: () => false });

/** The route rules' view of a signed-in member (or of nobody). */
export function routeMemberOf(member: { abilities: Abilities; profile: Pick<UserProfile, 'state'> } | null): RouteMember {
  if (member === null) return ANONYMOUS_MEMBER;
  return {
    isAuthenticated: true,
    can: (action, subject) => member.abilities.can(action, subject),
    teaserViewed: member.profile.state?.modals.teaserViewed ?? false,
  };
}

export const NOT_FOUND: NotFoundDecision = Object.freeze({ kind: 'not-found' });

export function redirect(location: string, status: RedirectStatus = DEFAULT_REDIRECT): RedirectDecision {
  return { kind: 'redirect', status, location };
}

/** `path` plus the query, without a dangling `?` when the query is empty. */
export function withQuery(path: string, query: URLSearchParams | Record<string, string> = {}): string {
  const text = new URLSearchParams(query).toString();
  return text === '' ? path : `${path}?${text}`;
}
