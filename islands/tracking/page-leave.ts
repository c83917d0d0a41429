import { ANALYTICS_PAGE_LEAVE_WAIT_MS } from '../../src/features/tracking/analytics.ts';

/** What a tag manager reads: it calls `eventCallback` once it has sent the event. */
export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}
export interface DataLayer {
  push(entry: object): unknown;
}

/**
 * Leaves the page once the analytics have the event, or after the page-leave wait (membership spec
 * section 7: 300 ms, against the library's 1000 ms), whichever comes first; `leave` runs once.
 */
export function leaveAfterAnalytics(dataLayer: DataLayer, event: AnalyticsEvent, leave: () => void, waitMs = ANALYTICS_PAGE_LEAVE_WAIT_MS): void {
  let left = false;
  const once = () => {
    if (left) return;
    left = true;
    clearTimeout(timer);
    leave();
  };
  const timer = setTimeout(once, waitMs);
  dataLayer.push({ ...event, eventCallback: once, eventTimeout: waitMs });
}
