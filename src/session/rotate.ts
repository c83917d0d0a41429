import { newSessionId } from './cookie.ts';
import type { SessionData, SessionStore } from './store.ts';

/**
 * Stores `data` under a fresh session id and deletes the old record, so that an id planted in the
 * browser before login (session fixation) never becomes a member's session. Returns the new id; the
 * caller sets it as the `sid` cookie.
 */
export async function rotateSessionId(
  store: SessionStore,
  oldId: string | null,
  data: SessionData,
  ttlSeconds: number,
): Promise<string> {
  const id = newSessionId();
  await store.set(id, data, ttlSeconds);
  if (oldId !== null) await store.delete(oldId);
  return id;
}
