import { loadFromGateway, type Loaded, type WarnLog } from '../../gateway/failure.ts';
import { SessionEndedError } from '../../session/oidc-client.ts';
import { notificationEntry, type NotificationEntry } from './notification-entry.ts';
import type { NotificationCalls } from './notifications-calls.server.ts';

/** How many notifications the member's page lists (the newest). */
export const NOTIFICATIONS_SHOWN = 50;

export interface NotificationsList {
  entries: NotificationEntry[];
  /** The newest notification's id, which "Mark all as read" marks up to; null when there are none. */
  newestId: string | null;
}

/** The member's notifications, newest first, as entries; a gateway failure is logged and returned for the page to say so. */
export function loadNotifications(calls: Pick<NotificationCalls, 'notifications'>, log: WarnLog): Promise<Loaded<NotificationsList>> {
  return loadFromGateway(
    'notifications',
    async () => {
      const notifications = await calls.notifications(NOTIFICATIONS_SHOWN);
      return { entries: notifications.flatMap((n) => notificationEntry(n) ?? []), newestId: notifications[0]?.id ?? null };
    },
    log,
  );
}

/**
 * The member's unread count for the header, or null when it is not known: the gateway failed (logged)
 * or the session ended since the page's own calls. The header renders on every member page, so a
 * count it cannot get must never turn the page into an error; the link is there all the same.
 */
export async function unreadNotificationCount(calls: Pick<NotificationCalls, 'unreadNotificationCount'>, log: WarnLog): Promise<number | null> {
  try {
    const loaded = await loadFromGateway('unread notification count', () => calls.unreadNotificationCount(), log);
    return loaded.ok ? loaded.data : null;
  } catch (error) {
    if (!(error instanceof SessionEndedError)) throw error;
    return null;
  }
}
