import { CHANNEL_PAGE_SUBJECTS, type Abilities } from '../access/index.ts';
import { CAMS_PATH, DEALS_PATH } from '../routing/partner-paths.ts';
import {
  ALL_SITES_PATH,
  ANGELS_PATH,
  AWARDS_PATH,
  BRANDS_PATH,
  CASTING_PATH,
  CATEGORIES_PATH,
  CHANNELS_PATH,
  COMPLIANCE_PATH,
  PERFORMERS_PATH,
  PRIVACY_PATH,
  RECOMMENDED_VIDEOS_PATH,
  REELS_PATH,
  REMOVAL_PATH,
  SAFETY_PATH,
  SEARCH_PATH,
  SHOWCASES_PATH,
  SUPPORT_PATH,
  TERMS_PATH,
  TOP_RATED_PATH,
  VIDEOS_PATH,
  WALL_PATH,
} from '../routing/paths.ts';
import type { TenantConfig } from '../tenants/schema.ts';

export interface NavigationLink {
  href: string;
  label: string;
}

type NavigationTenant = Pick<TenantConfig, 'headerFeatures' | 'features' | 'standalone'>;
type Viewer = Pick<Abilities, 'can'> | null;

/** A link shown only when `shown`: a page behind a switch that is off answers 404, so nothing links there. */
const when = (shown: boolean, link: NavigationLink): NavigationLink[] => (shown ? [link] : []);

/**
 * The header's navigation (browsing spec section 2's pages a person browses to), in its order: the
 * catalogue first, then each page behind a tenant switch where the switch is on, then the pages
 * behind an ability for a member who has it. `abilities` is null for the visitor's static page.
 */
export function siteNavigation(tenant: NavigationTenant, abilities: Viewer): NavigationLink[] {
  return [
    { href: VIDEOS_PATH, label: 'Videos' },
    { href: TOP_RATED_PATH, label: 'Top rated' },
    { href: PERFORMERS_PATH, label: 'Performers' },
    { href: CATEGORIES_PATH, label: 'Categories' },
    ...when(channelsListingPath(abilities) !== null, { href: CHANNELS_PATH, label: 'Channels' }),
    ...when(tenant.features.reels, { href: REELS_PATH, label: 'Reels' }),
    ...when(tenant.features.showcasesPage, { href: SHOWCASES_PATH, label: 'Showcases' }),
    ...when(tenant.features.showAngels, { href: ANGELS_PATH, label: 'Angels' }),
    ...when(tenant.headerFeatures.awardsLink, { href: AWARDS_PATH, label: 'Awards' }),
    ...when(tenant.features.curator, { href: WALL_PATH, label: 'The Wall' }),
    { href: DEALS_PATH, label: 'Deals' },
    ...when(abilities?.can('see', 'RECOMMENDED_VIDEOS') === true, { href: RECOMMENDED_VIDEOS_PATH, label: 'Recommended' }),
    // /cams asks the sales-payments service for the member's one-click URL: a visitor would only be sent to log in.
    ...when(abilities !== null, { href: CAMS_PATH, label: 'Cams' }),
  ];
}

/**
 * The footer's: the same for every visitor and member (the footer is part of the static page), so
 * only pages that are open to everyone on the tenant: the search, casting, the sister brands (the
 * combined tenant's all-sites feed too), support and the legal pages.
 */
export function footerNavigation(tenant: Pick<TenantConfig, 'standalone'>): { explore: NavigationLink[]; legal: NavigationLink[] } {
  return {
    explore: [
      { href: SEARCH_PATH, label: 'Search' },
      { href: CASTING_PATH, label: 'Casting' },
      ...when(!tenant.standalone, { href: ALL_SITES_PATH, label: 'All sites' }),
      { href: BRANDS_PATH, label: 'Our brands' },
      { href: SUPPORT_PATH, label: 'Support' },
    ],
    legal: [
      { href: TERMS_PATH, label: 'Terms of service' },
      { href: PRIVACY_PATH, label: 'Privacy policy' },
      { href: SAFETY_PATH, label: 'Safety' },
      { href: REMOVAL_PATH, label: 'Content removal' },
      { href: COMPLIANCE_PATH, label: '18 U.S.C. 2257 statement' },
    ],
  };
}

/**
 * The channels listing's path for whoever may see it, else null: the /channels route answers 404
 * without the ability to see either kind of channel (a visitor, a porn-portal guest), so nothing
 * links there for them. A brand with internal channels only (ember) lists those there.
 */
export function channelsListingPath(abilities: Pick<Abilities, 'can'> | null | undefined): string | null {
  return CHANNEL_PAGE_SUBJECTS.some((subject) => abilities?.can('see', subject) === true) ? CHANNELS_PATH : null;
}
