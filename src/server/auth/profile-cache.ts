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
  /** Forgets every site's profile of a session (after a change, a logout, an ended session). */
  forget(sessionId: string): void;
}

/**
 * Member facts per session and site, in this process. (The session record's schema in src/session has no
 * room for the profile; with Redis each site server keeps its own 60-second copy.)
 */
export function createProfileCache(now: () => number): ProfileCache {
  const entries = new Map<string, { facts: MemberFacts; expiresAt: number }>();
  const key = (sessionId: string, site: string) => `${sessionId}:${site}`;
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
    forget(sessionId) {
      for (const k of entries.keys()) if (k.startsWith(`${sessionId}:`)) entries.delete(k);
    },
  };
}
