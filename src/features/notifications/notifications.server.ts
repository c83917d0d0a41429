import { loadFromGateway, type Loaded, type WarnLog } from '../../gateway/failure.ts';
import { notificationEntry, type NotificationEntry, type PlaceOfVideoPage } from './notification-entry.ts';
import type { NotificationCalls } from './notifications-calls.server.ts';

/** How many notifications the member's page lists (the newest). */
export const NOTIFICATIONS_SHOWN = 50;

export interface NotificationsList {
  entries: NotificationEntry[];
  /** The newest notification's id, which "Mark all as read" marks up to; null when there are none. */
  newestId: string | null;
}

/** The member's notifications, newest first, as entries; a gateway failure is logged and returned for the page to say so. */
export function loadNotifications(calls: Pick<NotificationCalls, 'notifications'>, log: WarnLog, place: PlaceOfVideoPage): Promise<Loaded<NotificationsList>> {
  return loadFromGateway(
    'notifications',
    async () => {
      const notifications = await calls.notifications(NOTIFICATIONS_SHOWN);
      return { entries: notifications.flatMap((n) => notificationEntry(n, place) ?? []), newestId: notifications[0]?.id ?? null };
    },
    log,
  );
}
