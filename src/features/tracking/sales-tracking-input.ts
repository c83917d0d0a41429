import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { COOKIES } from './cookies.ts';
import { conversionTrackingOf, SALES_TRACKING_MAX_LENGTH, salesTrackingFor, type PurchaseTracking, type SalesTracking, type SalesTrackingParam } from './sales-tracking.ts';

const trackingValue = z.string().trim().min(1).max(SALES_TRACKING_MAX_LENGTH).optional();

/** The purchase Actions' sales tracking fields, as the islands send them (salesTrackingOf). */
export const salesTrackingInput = { ref: trackingValue, elm: trackingValue, nats: trackingValue } satisfies Record<SalesTrackingParam, z.ZodType>;

/**
 * What one join or purchase sends to the biller: the page's parameters the island sent (else the
 * arrival's, from the sales tracking cookie), and the request's tracking cookies' markers.
 */
export function purchaseTracking(page: SalesTracking, cookies: AstroCookies): PurchaseTracking {
  const { ref, elm, nats } = salesTrackingFor(page, cookies.get(COOKIES.salesTracking.name)?.value);
  return { ref, elm, nats, tracking: conversionTrackingOf((name) => cookies.get(name)?.value) };
}
