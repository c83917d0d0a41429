import { videoPagePath } from '../../routing/paths.ts';
import type { Notification } from './notifications-calls.server.ts';

/** At most this many characters of a comment are quoted in an entry; the deep link shows the rest. */
export const NOTIFICATION_QUOTE_MAX = 80;

/** One line of the member's notifications list. */
export interface NotificationEntry {
  id: string;
  /** Who did what, on which video; or which scene came out. */
  text: string;
  /** The reply, or the comment liked, shortened; null once it is removed, and for a scene. */
  quote: string | null;
  /** A reply's: the member's own comment it answers, shortened; null otherwise. */
  repliedTo: string | null;
  /** The deep link that opens the video at the comment, highlighted; a scene's page. */
  href: string;
  unread: boolean;
  createdAt: string;
}

/** `/videos/:slug/comment/:commentId`, the route that opens the video at the comment. */
export function commentDeepLink(videoSlug: string, commentId: string): string {
  return `${videoPagePath(encodeURIComponent(videoSlug))}/comment/${encodeURIComponent(commentId)}`;
}

function quoteOf(body: string | null | undefined): string | null {
  if (body == null) return null;
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length <= NOTIFICATION_QUOTE_MAX ? text : `${text.slice(0, NOTIFICATION_QUOTE_MAX - 1).trimEnd()}…`;
}

/** "A", "A and B", "A, B and C". */
function namesOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Where a page of a video of brand `site` is, from the tenant showing the notifications: the path
 * itself when the tenant shows that brand, else the page on the brand's own site
 * (src/tour/brand-directory.ts pageOfBrand).
 */
export type PlaceOfVideoPage = (path: string, site: string) => string;

/** What each notification type of membership spec section 3 says, and where it leads (on this site). */
const ENTRIES: Readonly<Record<string, (n: Notification) => Pick<NotificationEntry, 'text' | 'href'> | null>> = {
  repliedOnComment: (n) => (n.comment ? { text: `${n.actorName ?? 'Someone'} replied to your comment on ${n.videoTitle}`, href: commentDeepLink(n.videoSlug, n.comment.id) } : null),
  likedComment: (n) => (n.comment ? { text: `${n.actorName ?? 'Someone'} liked your comment on ${n.videoTitle}`, href: commentDeepLink(n.videoSlug, n.comment.id) } : null),
  sceneReleased: (n) => ({
    text: n.performers.length > 0 ? `New scene with ${namesOf(n.performers.map((p) => p.name))}: ${n.videoTitle}` : `New scene: ${n.videoTitle}`,
    href: videoPagePath(encodeURIComponent(n.videoSlug)),
  }),
};

/**
 * The entry of a notification, or null for a type the site does not show (the upstream may add types
 * first). A member's notifications are of every brand they have: `place` puts the link where the video is.
 */
export function notificationEntry(notification: Notification, place: PlaceOfVideoPage): NotificationEntry | null {
  const shown = ENTRIES[notification.type]?.(notification);
  if (!shown) return null;
  return {
    id: notification.id,
    text: shown.text,
    href: place(shown.href, notification.videoSite),
    quote: quoteOf(notification.comment?.body),
    repliedTo: quoteOf(notification.repliedTo?.body),
    unread: !notification.read,
    createdAt: notification.createdAt,
  };
}

/** The header's link to the notifications: with the unread count when there are some (null: not known). */
export function notificationsLinkLabel(unread: number | null): string {
  return unread ? `Notifications (${unread} new)` : 'Notifications';
}

/** What the notifications page says when marking them read failed (the spec has no message for it). */
export const NOTIFICATIONS_MARK_FAILED_MESSAGE = 'Your notifications could not be marked as read right now. Please try again in a moment.';
