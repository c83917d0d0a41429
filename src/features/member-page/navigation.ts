import type { Abilities } from '../../members/abilities.ts';
import type { UserProfile } from '../../members/profile.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

export interface NavigationLink {
  href: string;
  label: string;
}

/** The member header's links: the tour's, plus Channels for members who may see them. */
export function memberNavigation(tenant: Pick<TenantConfig, 'headerFeatures' | 'features'>, abilities: Abilities): NavigationLink[] {
  return [
    { href: '/videos', label: 'Videos' },
    { href: '/performers', label: 'Performers' },
    { href: '/categories', label: 'Categories' },
    ...(tenant.headerFeatures.awardsLink ? [{ href: '/awards', label: 'Awards' }] : []),
    // The /channels route itself asks for Channels only (src/routing/routes.ts).
    ...(abilities.can('see', 'Channels') ? [{ href: '/channels', label: 'Channels' }] : []),
  ];
}

/** What the header calls the member: the display name, else the email's local part. */
export function memberGreetingName(profile: Pick<UserProfile, 'displayName' | 'email'>): string {
  const name = profile.displayName?.trim();
  return name ? name : (profile.email.split('@')[0] ?? profile.email);
}
