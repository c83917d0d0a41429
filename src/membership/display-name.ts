import type { UserProfile } from './profile.ts';

/** What the site calls the member: the display name, else the email's local part. */
export function memberGreetingName(profile: Pick<UserProfile, 'displayName' | 'email'>): string {
  const name = profile.displayName?.trim();
  if (name) return name;
  return profile.email.split('@')[0] ?? profile.email;
}
