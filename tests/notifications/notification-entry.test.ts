import { describe, expect, it } from 'vitest';
import { NOTIFICATION_QUOTE_MAX, notificationEntry, notificationsLinkLabel } from '../../src/features/notifications/notification-entry.ts';
import type { Notification } from '../../src/features/notifications/notifications-calls.server.ts';

const notification = (over: Partial<Notification>): Notification => ({
  id: '7',
  type: 'repliedOnComment',
  videoId: 3,
  videoSlug: 'sunset-drive',
  videoTitle: 'Sunset Drive',
  videoSite: 'AURORA',
  comment: { id: '42', body: 'Nice one' },
  repliedTo: { id: '41', body: 'Who directed this?' },
  actorName: 'Moderator',
  performers: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  read: false,
  ...over,
});

/** A tenant that shows the video's brand: the links stay on it. */
const here = (path: string) => path;

type Shown = { text: string; quote: string | null; repliedTo: string | null; href: string; unread: boolean } | null;

describe('what a notification entry says and where it leads (membership spec section 3: repliedOnComment, likedComment, sceneReleased)', () => {
  const long = 'word '.repeat(40).trim();
  const short = `${long.slice(0, NOTIFICATION_QUOTE_MAX - 1).trimEnd()}…`;
  const link = '/videos/sunset-drive/comment/42';
  it.each<[string, Partial<Notification>, Shown]>([
    ['a reply: the reply and the member’s own comment', {}, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'Nice one', repliedTo: 'Who directed this?', href: link, unread: true }],
    ['a reply whose own comment was removed since', { repliedTo: { id: '41', body: null } }, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'Nice one', repliedTo: null, href: link, unread: true }],
    ['a reply kept before its comment was recorded', { repliedTo: null }, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'Nice one', repliedTo: null, href: link, unread: true }],
    [
      'a like, read',
      { type: 'likedComment', actorName: 'Single Site Member', comment: { id: '42', body: 'Great camera work' }, repliedTo: null, read: true },
      { text: 'Single Site Member liked your comment on Sunset Drive', quote: 'Great camera work', repliedTo: null, href: link, unread: false },
    ],
    ['a comment removed since', { type: 'likedComment', comment: { id: '42', body: null }, repliedTo: null }, { text: 'Moderator liked your comment on Sunset Drive', quote: null, repliedTo: null, href: link, unread: true }],
    ['long comments, shortened', { comment: { id: '42', body: long }, repliedTo: { id: '41', body: long } }, { text: 'Moderator replied to your comment on Sunset Drive', quote: short, repliedTo: short, href: link, unread: true }],
    ['line breaks in the comment', { comment: { id: '42', body: 'two\n\nlines' } }, { text: 'Moderator replied to your comment on Sunset Drive', quote: 'two lines', repliedTo: 'Who directed this?', href: link, unread: true }],
    [
      'a scene released, of one performer',
      { type: 'sceneReleased', comment: null, repliedTo: null, actorName: null, performers: [{ slug: 'ava-stone', name: 'Ava Stone' }] },
      { text: 'New scene with Ava Stone: Sunset Drive', quote: null, repliedTo: null, href: '/videos/sunset-drive', unread: true },
    ],
    [
      'a scene released, of three',
      { type: 'sceneReleased', comment: null, repliedTo: null, actorName: null, performers: ['A', 'B', 'C'].map((name) => ({ slug: name.toLowerCase(), name })), read: true },
      { text: 'New scene with A, B and C: Sunset Drive', quote: null, repliedTo: null, href: '/videos/sunset-drive', unread: false },
    ],
    ['a type the site does not show yet', { type: 'newBadge' }, null],
    ['a comment notification without its comment', { comment: null }, null],
  ])('%s', (_what, over, expected) => {
    const entry = notificationEntry(notification(over), here);
    expect(entry === null ? null : { text: entry.text, quote: entry.quote, repliedTo: entry.repliedTo, href: entry.href, unread: entry.unread }).toEqual(expected);
  });

  it('keeps a quote within its length', () => {
    expect(notificationEntry(notification({ comment: { id: '42', body: 'word '.repeat(40) } }), here)!.quote!.length).toBe(NOTIFICATION_QUOTE_MAX);
  });
});

describe("a notification about another brand's video", () => {
  it("leads to the video on that brand's own site, as the tenant places it", () => {
    const place = (path: string, site: string) => (site === 'BLAZE' ? `http://blaze.localhost:4321${path}` : path);
    expect(notificationEntry(notification({ videoSite: 'BLAZE' }), place)?.href).toBe('http://blaze.localhost:4321/videos/sunset-drive/comment/42');
    expect(notificationEntry(notification({ type: 'sceneReleased', comment: null, videoSite: 'BLAZE' }), place)?.href).toBe('http://blaze.localhost:4321/videos/sunset-drive');
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
