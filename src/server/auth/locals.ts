import type { FavoriteKind, FavoritesPage } from '../../features/favorites/favorites-api.ts';
import type { UserProfile } from '../../membership/profile.ts';
import type { RouteDecision } from '../../routing/decision.ts';

/**
 * What the site server hands a tenant's server-rendered pages as `Astro.locals`. The contract
 * between the members layer (src/server/members) and the member pages; tokens never appear here
 * in a form that could reach the browser: `api` calls the gateway on the server.
 */
export interface MemberLocals {
  /** The signed-in member, or null for the anonymous visitor. */
  member: SignedInMember | null;
  /** The route rules' decision for this request (route name, params). */
  route: RouteDecision;
}

export interface SignedInMember {
  profile: UserProfile;
  /** Granted abilities as "action:Subject" strings (rebuild with abilitiesFrom). */
  abilities: string[];
  /** Server-side calls to the gateway with this member's access token. */
  api: MemberApi;
}

/** Member mutations and queries of membership spec section 7, run on the server. */
export interface MemberApi {
  setDisplayName(displayName: string): Promise<void>;
  setAutoplay(autoplayEnabled: boolean): Promise<void>;
  setEmailConsent(emailConsent: boolean): Promise<void>;
  setRelationship(relationshipStatus: string, relationshipRole: string): Promise<void>;
  /** Convert-VIP: resolves `{ ok: true }` or the server's error `message` code. */
  convertVipCredentials(newEmail: string, newPassword: string): Promise<{ ok: true } | { ok: false; message: string }>;
  createTandemChildAccount(email: string, password: string): Promise<{ ok: true } | { ok: false; message: string }>;
  creditCardUpdateUrl(): Promise<string>;
  /** One page (1-based) of the member's favourites of `kind` on this site, newest first. */
  favorites<K extends FavoriteKind>(kind: K, page: number): Promise<FavoritesPage<K>>;
  /** Idempotent; an unknown slug rejects. */
  addFavorite(kind: FavoriteKind, slug: string): Promise<void>;
  removeFavorite(kind: FavoriteKind, slug: string): Promise<void>;
}
