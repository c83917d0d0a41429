import { ROUTES_THAT_ARE_NO_PAGE, type RouteName } from '../../routing/routes.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import type { HealthWarningRegion } from './regions.ts';

/**
 * Where the site server renders the cover in place of the page it hides (src/pages/health-warning-cover.astro):
 * an internal rewrite of its request hook, never a route of the spec, so a visitor asking for it gets 404.
 */
export const HEALTH_WARNING_COVER_PATH = '/health-warning-cover';

/**
 * The pages that never get the cover (browsing spec section 2, membership spec section 2): join now,
 * signup success (also the external billers' return, which "reuses the signup success screen"),
 * one-click upsell success and failure, signup denied and upgrade membership.
 */
export const PAGES_WITHOUT_COVER: readonly RouteName[] = [
  'joinNow',
  'signupSuccess',
  'signupExternal',
  'oneClickUpsellSuccess',
  'oneClickUpsellFailure',
  'signupDenied',
  'upgradeMembership',
];


export interface CoverInput {
  /** The visitor's region from the region header, or null for a region without a health warning. */
  region: HealthWarningRegion | null;
  /** The tenant's per-region switches (`features.healthWarning`). */
  switches: readonly TenantConfig['features']['healthWarning'][number][];
  /** The page asked for. */
  route: RouteName;
  /** Whether the visitor (cookie) or member (profile flag) has acknowledged this region's warning. */
  acknowledged: (region: HealthWarningRegion) => boolean;
}

/** Whether the tenant's health warning is on for `region`. */
export function isHealthWarningEnabled(switches: CoverInput['switches'], region: HealthWarningRegion): boolean {
  return switches.some((entry) => entry.regionName === region && entry.enabled);
}

/**
 * The region whose cover hides the page, or null when the page shows (membership spec section 4:
 * "shown only when the region is US-TX or US-AL, the feature is enabled for that region and the
 * user has not acknowledged it"), on every page but those the spec exempts.
 */
export function healthWarningCover({ region, switches, route, acknowledged }: CoverInput): HealthWarningRegion | null {
  if (region === null || !isHealthWarningEnabled(switches, region)) return null;
  // Endpoints, Actions, bundles and files are no page: nothing to cover.
  if (PAGES_WITHOUT_COVER.includes(route) || ROUTES_THAT_ARE_NO_PAGE.includes(route)) return null;
  return acknowledged(region) ? null : region;
}
