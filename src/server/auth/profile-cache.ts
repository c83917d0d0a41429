import type { SessionStore } from '../../session/index.ts';
import type { UserProfile } from '../../membership/profile.ts';

/** A member page costs no gateway round trip while the profile is younger than this. */
export const PROFILE_CACHE_TTL_MS = 60_000;
/** Bound on cached profiles; the oldest go first. */
const MAX_CACHED_PROFILES = 10_000;

export interface ProfileCache {
  get(sessionId: string, site: string): UserProfile | null;
  set(sessionId: string, site: string, profile: UserProfile): void;
  /**
   * Forgets every site's profile of a session (after a change, a logout, an ended session), here and
   * on every site server sharing the session store; resolves once the others have been told.
   */
  forget(sessionId: string): Promise<void>;
}

/**
 * Profiles per session and site, in this process. (The session record's schema in src/session has no
 * room for the profile.) With Redis each site server keeps its own 60-second copy, and a change on
 * one is announced to all through the store (`announceChange`), so none shows the old membership.
 */
export function createProfileCache(now: () => number, changes: Pick<SessionStore, 'announceChange' | 'onChange'>): ProfileCache {
  const entries = new Map<string, { profile: UserProfile; expiresAt: number }>();
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
      return entry.profile;
    },
    set(sessionId, site, profile) {
      if (entries.size >= MAX_CACHED_PROFILES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key(sessionId, site), { profile, expiresAt: now() + PROFILE_CACHE_TTL_MS });
    },
    async forget(sessionId) {
      drop(sessionId);
      await changes.announceChange(sessionId);
    },
  };
}
