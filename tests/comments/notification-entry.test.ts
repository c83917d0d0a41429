import { describe, expect, it } from 'vitest';
import type { CommentNotification } from '../../src/features/comments/comments-calls.server.ts';
import { NOTIFICATION_QUOTE_MAX, notificationEntry, notificationsLinkLabel } from '../../src/features/comments/notification-entry.ts';

const notification = (over: Partial<CommentNotification>): CommentNotification => ({
  id: '7',
  type: 'repliedOnComment',
  commentId: '42',
  commentBody: 'Nice one',
  videoId: 3,
  videoSlug: 'sunset-drive',
  videoTitle: 'Sunset Drive',
  actorName: 'Moderator',
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  ...over,
});

describe('what a notification entry says and where it leads (membership spec section 3: repliedOnComment, likedComment)', () => {
  const long = 'word '.repeat(40).trim();
  it.each<[string, Partial<CommentNotification>, { text: string; quote: string | null; href: string; unread: boolean } | null]>([
    ['a reply', {}, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'Nice one', href: '/videos/sunset-drive/comment/42', unread: true }],
    [
      'a like, read',
      { type: 'likedComment', actorName: 'Single Site Member', commentBody: 'Great camera work', read: true },
      { text: 'Single Site Member liked your comment on Sunset Drive', quote: 'Great camera work', href: '/videos/sunset-drive/comment/42', unread: false },
    ],
    ['a comment removed since', { type: 'likedComment', commentBody: null }, { text: 'Moderator liked your comment on Sunset Drive', quote: null, href: '/videos/sunset-drive/comment/42', unread: true }],
    [
      'a long comment, shortened',
      { commentBody: long },
      { text: 'Moderator replied to your comment on Sunset Drive', quote: `${long.slice(0, NOTIFICATION_QUOTE_MAX - 1).trimEnd()}…`, href: '/videos/sunset-drive/comment/42', unread: true },
    ],
    ['line breaks in the comment', { commentBody: 'two\n\nlines' }, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'two lines', href: '/videos/sunset-drive/comment/42', unread: true }],
    ['a type the site does not show (sceneReleased is not a comment notification)', { type: 'sceneReleased' }, null],
  ])('%s', (_what, over, expected) => {
    const entry = notificationEntry(notification(over));
    expect(entry === null ? null : { text: entry.text, quote: entry.quote, href: entry.href, unread: entry.unread }).toEqual(expected);
  });

  it('keeps a quote within its length', () => {
    expect(notificationEntry(notification({ commentBody: long }))!.quote!.length).toBe(NOTIFICATION_QUOTE_MAX);
  });
});

describe("the header's link to the notifications", () => {
  it.each<[number | null, string]>([
    [null, 'Notifications'],
    [0, 'Notifications'],
    [1, 'Notifications (1 new)'],
    [12, 'Notifications (12 new)'],
  ])('%s unread: %s', (unread, label) => {
    expect(notificationsLinkLabel(unread)).toBe(label);
  });
});
