import type { SessionStore } from '../../session/index.ts';
import type { UserProfile } from '../../membership/profile.ts';

/**
 * What the session knows of its member between gateway calls: the profile, and the header's unread
 * notification count fetched with it (null when it could not be had). A change the member makes
 * through the gateway forgets them, so their next page asks afresh.
 */
export interface MemberFacts {
  profile: UserProfile;
  unreadNotifications: number | null;
}

/** A member page costs no gateway round trip while the profile is younger than this. */
export const PROFILE_CACHE_TTL_MS = 60_000;
/** Bound on cached profiles; the oldest go first. */
const MAX_CACHED_PROFILES = 10_000;

export interface ProfileCache {
  get(sessionId: string, site: string): MemberFacts | null;
  set(sessionId: string, site: string, facts: MemberFacts): void;
  /**
   * Forgets every site's facts of a session (after a change, a logout, an ended session), here and
   * on every site server sharing the session store; resolves once the others have been told.
   */
  forget(sessionId: string): Promise<void>;
}

/**
 * Member facts per session and site, in this process. (The session record's schema in src/session
 * has no room for them.) With Redis each site server keeps its own 60-second copy, and a change on
 * one is announced to all through the store (`announceChange`), so none shows the old membership.
 */
export function createProfileCache(now: () => number, changes: Pick<SessionStore, 'announceChange' | 'onChange'>): ProfileCache {
  const entries = new Map<string, { facts: MemberFacts; expiresAt: number }>();
  const key = (sessionId: string, site: string) => `${sessionId}:${site}`;
  const drop = (sessionId: string) => {
    for (const k of entries.keys()) if (k.startsWith(`${sessionId}:`)) entries.delete(k);
  };
  changes.onChange(drop);
  return {
    get(sessionId, site) {
      const entry = entries.get(key(sessionId, site));
      if (!entry) return null;
      if (entry.expiresAt <= now()) {
        entries.delete(key(sessionId, site));
        return null;
      }
      return entry.facts;
    },
    set(sessionId, site, facts) {
      if (entries.size >= MAX_CACHED_PROFILES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key(sessionId, site), { facts, expiresAt: now() + PROFILE_CACHE_TTL_MS });
    },
    async forget(sessionId) {
      drop(sessionId);
      await changes.announceChange(sessionId);
    },
  };
}
