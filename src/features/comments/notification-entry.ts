import { videoPagePath } from '../../routing/paths.ts';
import type { CommentNotification } from './comments-calls.server.ts';

/** At most this many characters of the comment are quoted in an entry; the deep link shows the rest. */
export const NOTIFICATION_QUOTE_MAX = 80;

/** One line of the member's notifications list. */
export interface NotificationEntry {
  id: string;
  /** Who did what, on which video. */
  text: string;
  /** The comment (the reply, or the comment liked), shortened; null once it is removed. */
  quote: string | null;
  /** The deep link that opens the video at that comment, highlighted. */
  href: string;
  unread: boolean;
  createdAt: string;
}

/**
 * What each notification type of membership spec section 3 says. sceneReleased is not sent by
 * comments (the upstream's comment notifications are replies and likes), so it has no entry yet.
 */
const TEXTS: Readonly<Record<string, (actor: string, video: string) => string>> = {
  repliedOnComment: (actor, video) => `${actor} replied to your comment on ${video}`,
  likedComment: (actor, video) => `${actor} liked your comment on ${video}`,
};

/** `/videos/:slug/comment/:commentId`, the route that opens the video at the comment. */
export function commentDeepLink(videoSlug: string, commentId: string): string {
  return `${videoPagePath(encodeURIComponent(videoSlug))}/comment/${encodeURIComponent(commentId)}`;
}

function quoteOf(body: string | null): string | null {
  if (body === null) return null;
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length <= NOTIFICATION_QUOTE_MAX ? text : `${text.slice(0, NOTIFICATION_QUOTE_MAX - 1).trimEnd()}…`;
}

/** The entry of a notification, or null for a type the site does not show (the upstream may add types first). */
export function notificationEntry(notification: CommentNotification): NotificationEntry | null {
  const text = TEXTS[notification.type];
  if (!text) return null;
  return {
    id: notification.id,
    text: text(notification.actorName, notification.videoTitle),
    quote: quoteOf(notification.commentBody),
    href: commentDeepLink(notification.videoSlug, notification.commentId),
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
