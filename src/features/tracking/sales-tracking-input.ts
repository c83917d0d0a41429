import type { AstroCookies } from 'astro';
import { z } from 'zod';
import { COOKIES } from './cookies.ts';
import { conversionTrackingOf, SALES_TRACKING_MAX_LENGTH, SALES_TRACKING_PARAMS, salesTrackingFor, type PurchaseTracking, type SalesTracking, type SalesTrackingParam } from './sales-tracking.ts';

const trackingValue = z.string().trim().min(1).max(SALES_TRACKING_MAX_LENGTH).optional();

/** The purchase Actions' sales tracking fields, as the islands send them (salesTrackingOf). */
export const salesTrackingInput = Object.fromEntries(SALES_TRACKING_PARAMS.map((name) => [name, trackingValue])) as Record<SalesTrackingParam, typeof trackingValue>;

/** An Action's input parted into its sales tracking and the rest of its fields. */
export function splitSalesTracking<T extends SalesTracking>(input: T): { sales: SalesTracking; rest: Omit<T, SalesTrackingParam> } {
  const sales: SalesTracking = {};
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if ((SALES_TRACKING_PARAMS as readonly string[]).includes(name)) sales[name as SalesTrackingParam] = value;
    else rest[name] = value;
  }
  return { sales, rest: rest as Omit<T, SalesTrackingParam> };
}

/**
 * What one join or purchase sends to the biller: the page's parameters the island sent (else the
 * arrival's, from the sales tracking cookie), and the request's tracking cookies' markers.
 */
export function purchaseTracking(page: SalesTracking, cookies: AstroCookies): PurchaseTracking {
  return { ...salesTrackingFor(page, cookies.get(COOKIES.salesTracking.name)?.value), tracking: conversionTrackingOf((name) => cookies.get(name)?.value) };
}
