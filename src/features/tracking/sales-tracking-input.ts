import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { conversionTrackingOf, SALES_TRACKING_MAX_LENGTH, type PurchaseTracking, type SalesTracking, type SalesTrackingParam } from './sales-tracking.ts';

const trackingValue = z.string().trim().min(1).max(SALES_TRACKING_MAX_LENGTH).optional();

/** The purchase Actions' sales tracking fields, as the islands send them (salesTrackingOf). */
export const salesTrackingInput = { ref: trackingValue, elm: trackingValue, nats: trackingValue } satisfies Record<SalesTrackingParam, z.ZodType>;

/** What one purchase sends to the biller: the page's parameters the island sent, and the request's tracking cookies. */
export function purchaseTracking(sales: SalesTracking, cookies: AstroCookies): PurchaseTracking {
  return { ref: sales.ref, elm: sales.elm, nats: sales.nats, tracking: conversionTrackingOf((name) => cookies.get(name)?.value) };
}
