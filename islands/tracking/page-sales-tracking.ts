import { salesTrackingOf, type SalesTracking } from '../../src/features/tracking/sales-tracking.ts';

/** The sales tracking of the page a purchase is made on: its `ref`, `elm` and `nats` (membership spec section 7). */
export function pageSalesTracking(): SalesTracking {
  return salesTrackingOf(new URLSearchParams(window.location.search));
}
