import type { Abilities } from '../../access/abilities.ts';
import type { UserProfile } from '../../membership/profile.ts';
import { tourNavigation, type NavigationLink } from '../../shell/navigation.ts';
import type { TenantConfig } from '../../tenants/schema.ts';

/** The member header's links: the tour's, plus Channels for members who may see them. */
export function memberNavigation(tenant: Pick<TenantConfig, 'headerFeatures' | 'features'>, abilities: Abilities): NavigationLink[] {
  return [
    ...tourNavigation(tenant),
    // The /channels route itself asks for Channels only (src/routing/routes.ts).
    ...(abilities.can('see', 'Channels') ? [{ href: '/channels', label: 'Channels' }] : []),
  ];
}

/** What the header calls the member: the display name, else the email's local part. */
export function memberGreetingName(profile: Pick<UserProfile, 'displayName' | 'email'>): string {
  const name = profile.displayName?.trim();
  return name ? name : (profile.email.split('@')[0] ?? profile.email);
}
