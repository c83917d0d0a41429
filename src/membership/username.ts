import type { UserProfile } from './profile.ts';

/**
 * Membership spec section 5: a username is chosen once and never changed. A member the gateway says
 * has none (an account a partner or support made) is asked to choose one when they log in, and the
 * account page offers it until they have; one who has one is never asked again. Pure.
 */
export function needsUsername(profile: Pick<UserProfile, 'username'>): boolean {
  return profile.username === null;
}
