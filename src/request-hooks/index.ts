/**
 * Every request hook of the site: what a feature does at the site server itself, around the route
 * rules and the page (src/server/request-hooks.ts says at which steps). Each feature defines its own
 * (src/features/<feature>/*.hook.ts); the site server knows none of them, only this list, which
 * scripts/lib/site.ts hands it.
 */
import { errorReportsHook } from '../features/error-screen/error-reports.hook.ts';
import { healthWarningHook } from '../features/health-warning/health-warning.hook.ts';
import { salesTrackingHook } from '../features/tracking/sales-tracking.hook.ts';
import { trackingEventsHook } from '../features/tracking/tracking-events.hook.ts';
import type { RequestHook } from '../server/request-hooks.ts';
import { DEFAULT_REGION_HEADER } from '../settings/env.ts';

export interface RequestHookSettings {
  /** The request header naming the visitor's region (REGION_HEADER), for the health-warning cover. */
  regionHeader?: string | undefined;
}

export function requestHooks(settings: RequestHookSettings = {}): RequestHook[] {
  return [healthWarningHook(settings.regionHeader ?? DEFAULT_REGION_HEADER), salesTrackingHook, trackingEventsHook, errorReportsHook];
}
