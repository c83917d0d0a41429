import { isSecureOrigin } from '../../server/request-context.ts';
import type { RequestHook } from '../../server/request-hooks.ts';
import { arrivalCookies } from './arrival.ts';

/**
 * A visitor's arrival by a link keeps its tracking in cookies for the join and the purchases to come
 * (membership spec sections 7 and 9): the static pages carry no query on, so the arrival sets them,
 * whichever page it lands on (docs/tracking.md).
 */
export const salesTrackingHook: RequestHook = {
  arrivalCookies: (context, req) => arrivalCookies(context.url.searchParams, isSecureOrigin(context), req.headers.cookie),
};
