import { isSecureOrigin } from '../../server/request-context.ts';
import type { RequestHook } from '../../server/request-hooks.ts';
import { salesTrackingArrival } from './sales-tracking.ts';

/**
 * A visitor arriving by a partner's link keeps its sales tracking for the join and the purchases of
 * the next 30 days (membership spec sections 7 and 9): the static pages carry no query on, so the
 * arrival sets the sales tracking cookie, whichever page it lands on.
 */
export const salesTrackingHook: RequestHook = {
  arrivalCookie: (context) => salesTrackingArrival(context.url.searchParams, isSecureOrigin(context)),
};
