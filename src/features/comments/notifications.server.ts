import { loadFromGateway, type Loaded, type WarnLog } from '../../gateway/failure.ts';
import { Lru } from '../../server/lru.ts';
import { SessionEndedError } from '../../session/oidc-client.ts';
import type { CommentsCalls } from './comments-calls.server.ts';
import { notificationEntry, type NotificationEntry } from './notification-entry.ts';

/** How many notifications the member's page lists (the newest). */
export const NOTIFICATIONS_SHOWN = 50;

export interface NotificationsList {
  entries: NotificationEntry[];
  /** The newest notification's id, which "Mark all as read" marks up to; null when there are none. */
  newestId: string | null;
}

type NotificationCalls = Pick<CommentsCalls, 'notifications' | 'unreadNotificationCount'>;

/** The member's notifications, newest first, as entries; a gateway failure is logged and returned for the page to say so. */
export function loadNotifications(calls: NotificationCalls, log: WarnLog): Promise<Loaded<NotificationsList>> {
  return loadFromGateway(
    'comment notifications',
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
export async function unreadNotificationCount(calls: NotificationCalls, log: WarnLog): Promise<number | null> {
  try {
    const loaded = await loadFromGateway('unread notification count', () => calls.unreadNotificationCount(), log);
    return loaded.ok ? loaded.data : null;
  } catch (error) {
    if (!(error instanceof SessionEndedError)) throw error;
    return null;
  }
}

/**
 * The header shows the count on every member page: it is kept a minute per member and site, so
 * browsing costs no gateway call per page for it. A badge up to a minute late is fine; the
 * notifications page reads the list afresh, and marking them read resets the count at once.
 */
const HEADER_COUNT_TTL_MS = 60_000;
const HEADER_COUNT_MEMBERS = 10_000;
const headerCounts = new Lru<string, { count: number | null; at: number }>(HEADER_COUNT_MEMBERS);

/** The header's unread count for the member `key` (their id and site), from the last minute's answer when there is one. */
export async function headerUnreadCount(calls: NotificationCalls, log: WarnLog, key: string, now: () => number = Date.now): Promise<number | null> {
  const kept = headerCounts.get(key);
  if (kept && now() - kept.at < HEADER_COUNT_TTL_MS) return kept.count;
  const count = await unreadNotificationCount(calls, log);
  // An unknown count (a failure) is not kept: the next page asks again.
  if (count !== null) headerCounts.set(key, { count, at: now() });
  return count;
}

/** After the member marked their notifications read: the header shows the new count at once. */
export function rememberUnreadCount(key: string, count: number, now: () => number = Date.now): void {
  headerCounts.set(key, { count, at: now() });
}

/** The key of a member's header count: their id on one site. */
export const headerCountKey = (userId: string, site: string): string => `${userId}|${site}`;
