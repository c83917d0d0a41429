import { tenants } from 'virtual:tenant';
import type { HoleLoader } from '../../holes/hole-request.ts';
import { pageOfBrand } from '../../tour/brand-directory.ts';
import { notificationCalls } from './notifications-calls.server.ts';
import { loadNotifications, type NotificationsList } from './notifications.server.ts';

/** The member's notifications on /notifications (src/features/notifications/NotificationList.astro). */
export interface NotificationListProps {
  /** Newest first; null when the gateway could not give them. */
  list: NotificationsList | null;
  /** This page again, to try again after a failure. */
  tryAgainHref: string;
  /** A refused "Mark all as read", said above the list: a form's answer alone (src/pages/form-answers). */
  markFailed: string | null;
}

const NONE: NotificationsList = { entries: [], newestId: null };

/** The notifications from the gateway, in the page view's one call; prerendered (no member), none. */
export const loadNotificationList: HoleLoader<'notifications', NotificationListProps> = async (_args, { locals, url }) => {
  const context = locals?.context;
  const member = context?.member;
  const tryAgainHref = url.pathname + url.search;
  if (!context || !member) return { list: NONE, tryAgainHref, markFailed: null };
  const loaded = await loadNotifications(notificationCalls(member.gateway), context.log, (path, site) => pageOfBrand(path, site, context.tenant, tenants));
  return { list: loaded.ok ? loaded.data : null, tryAgainHref, markFailed: null };
};
