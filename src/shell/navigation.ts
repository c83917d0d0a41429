import type { Abilities } from '../access/index.ts';
import { AWARDS_PATH, CATEGORIES_PATH, CHANNELS_PATH, PERFORMERS_PATH, SHOWCASES_PATH, VIDEOS_PATH } from '../routing/paths.ts';
import type { TenantConfig } from '../tenants/schema.ts';

export interface NavigationLink {
  href: string;
  label: string;
}

/**
 * The site header's navigation: the tour's links (those a tenant switch turns off are not shown at
 * all), plus Channels for a member who may see them (the /channels route asks for Channels only).
 */
export function siteNavigation(tenant: Pick<TenantConfig, 'headerFeatures' | 'features'>, abilities: Pick<Abilities, 'can'> | null): NavigationLink[] {
  return [
    { href: VIDEOS_PATH, label: 'Videos' },
    { href: PERFORMERS_PATH, label: 'Performers' },
    { href: CATEGORIES_PATH, label: 'Categories' },
    ...(tenant.headerFeatures.awardsLink ? [{ href: AWARDS_PATH, label: 'Awards' }] : []),
    ...(tenant.features.showcasesPage ? [{ href: SHOWCASES_PATH, label: 'Showcases' }] : []),
    ...(channelsListingPath(abilities) ? [{ href: CHANNELS_PATH, label: 'Channels' }] : []),
  ];
}

/**
 * The channels listing's path for whoever may see it, else null: the /channels route answers 404
 * without the Channels ability (a visitor, a porn-portal guest, a brand without external channels),
 * so nothing links there for them.
 */
export function channelsListingPath(abilities: Pick<Abilities, 'can'> | null | undefined): string | null {
  return abilities?.can('see', 'Channels') ? CHANNELS_PATH : null;
}
