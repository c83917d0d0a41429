import type { TenantConfig } from '../../tenants/schema.ts';
import { isPaymentPage } from '../join/payment-pages.ts';
import { mayShareWithThirdParties } from './consent.ts';
import { pageLoadData, type PageLoadData, type TrackedProfile } from './data-layer.ts';
import { trackingPageId } from './page-id.ts';

export interface TrackingPlan {
  /** The page-load data the page pushes to the data layer on start. */
  data: PageLoadData;
  /** The tenant's tracker script to load, or null. */
  trackerUrl: string | null;
}

/**
 * What tracking a page carries (a visitor's static page stays free of JavaScript unless a tracker is
 * configured for the tenant): nothing for a visitor of a tenant without a tracker; the
 * data layer for a member, and on every page of a tenant with one; the tracker itself for visitors
 * and for a member who consented (consent.ts), never for one who did not.
 */
export function trackingPlan(input: {
  tenant: Pick<TenantConfig, 'tenant' | 'site' | 'role' | 'tracking'>;
  url: URL;
  profile: TrackedProfile | null;
}): TrackingPlan | null {
  const { tenant, url, profile } = input;
  const tracker = tenant.tracking?.tagManagerUrl ?? null;
  if (profile === null && tracker === null) return null;
  return {
    data: pageLoadData({ tenant, pageId: trackingPageId(url.pathname, url.searchParams), profile }),
    // Payment pages carry no third-party script, whoever asks: a card is typed or a purchase comes back there.
    trackerUrl: tracker !== null && !isPaymentPage(url.pathname) && (profile === null || mayShareWithThirdParties(profile)) ? tracker : null,
  };
}
