import type { BreakerLog } from '../../gateway/circuit-breaker.ts';
import type { SessionStore } from '../../session/index.ts';

/** What the members layer needs from its surroundings; `scripts/lib/site.ts` builds it from the settings. */
export interface MembersLayerOptions {
  /** The identity provider's issuer, `<upstream url>/oidc`; discovered lazily on the first login. */
  issuer: string;
  /** The site's one client at the provider (upstream/identity `SITE_CLIENT_ID`). */
  clientId: string;
  /** Absent for a public client; PKCE protects the code either way. */
  clientSecret?: string | undefined;
  /** Session records (src/session `createSessionStore(settings)`). */
  store: SessionStore;
  /** Where the identity provider's circuit breaker says it opened and closed (the site's log). */
  log?: BreakerLog | undefined;
  /**
   * The member this browser bought for after a purchase (the join's welcome cookie), or null: an
   * autologin signs in without asking only for that member (login.ts). Unset: every autologin asks.
   */
  autologinBuyer?: ((cookieHeader: string | undefined) => string | null) | undefined;
  /** Clock in epoch milliseconds; injectable for the profile cache and token expiry. */
  now?: (() => number) | undefined;
}
