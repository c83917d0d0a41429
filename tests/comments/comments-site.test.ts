import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_FAILURES, type CommentAction } from '../../src/features/comments/comment-rules.ts';
import { commentsCalls, type CommentsCalls } from '../../src/features/comments/comments-calls.server.ts';
import { commentOutcome } from '../../src/features/comments/comments.server.ts';
import { notificationCalls } from '../../src/features/notifications/notifications-calls.server.ts';
import { loadNotifications } from '../../src/features/notifications/notifications.server.ts';
import { createGatewayClient } from '../../src/gateway/client.ts';
import { GatewayError } from '../../src/gateway/errors.ts';
import { fetchUnreadNotifications } from '../../src/membership/unread-notifications.ts';
import { createMemberGateway } from '../../src/server/auth/member-gateway.ts';
import { membersPart } from '../../upstream/members/index.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memoryLogger } from '../support/memory-logger.ts';
import { startTestUpstream, testTokenOf, verifyTestToken } from '../upstream/helpers.ts';
import { SILENT_REPORTING } from '../support/reporting.ts';
import { unreachableGateway } from '../support/nothing-listens.ts';

let upstream: Upstream;
let videoId: number;
const gatewayOf = (account: string) =>
  createMemberGateway({ client: createGatewayClient({ url: upstream.url }), site: 'AURORA', correlationId: 'comments-test', withToken: (call) => call(testTokenOf(account)), changed: () => {}, reporting: SILENT_REPORTING });
const callsOf = (account: string): CommentsCalls => commentsCalls(gatewayOf(account), 'AURORA');
const notesOf = (account: string) => notificationCalls(gatewayOf(account));

beforeAll(async () => {
  upstream = await startTestUpstream(6, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken })]);
  const answer = await fetch(`${upstream.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { videos(site: "AURORA", first: 1) { nodes { videoId } } }' }),
  });
  videoId = ((await answer.json()) as { data: { videos: { nodes: { videoId: number }[] } } }).data.videos.nodes[0]!.videoId;
}, 60_000);
afterAll(async () => upstream.close());

describe('what each comment failure shows (membership spec sections 5 and 8)', () => {
  const refusal = (code: string, message: string) => new GatewayError('bad-answer', 'op', message, { code, refusal: { message, extensions: { code } } });
  it.each<[string, CommentAction, Error, { refused: boolean; message: string }]>([
    ['a duplicate', 'add', refusal('DUPLICATE_COMMENT', 'You have already made that comment'), { refused: true, message: 'You have already made that comment' }],
    ['a second vote', 'vote', refusal('ALREADY_VOTED', 'Already liked/disliked comment'), { refused: true, message: 'Already liked/disliked comment' }],
    ['banned words', 'add', refusal('BANNED_WORDS', 'Your comment contains words that are not allowed'), { refused: true, message: 'Your comment contains words that are not allowed' }],
    ['a right the member lacks', 'remove', refusal('FORBIDDEN', 'Your membership does not allow you to remove comments.'), { refused: true, message: 'Your membership does not allow you to remove comments.' }],
    ['the list, gateway down', 'list', new GatewayError('unavailable', 'comments', 'down'), { refused: false, message: 'Failed to fetch comments' }],
    ['adding, gateway down', 'add', new GatewayError('unavailable', 'addComment', 'down'), { refused: false, message: 'Failed to add comment. Try refreshing page' }],
    ['voting, bad answer', 'vote', new GatewayError('bad-answer', 'voteOnComment', 'shape'), { refused: false, message: 'Failed to vote on comment' }],
    ['removing a comment already gone', 'remove', refusal('COMMENT_NOT_FOUND', 'No comment 7'), { refused: false, message: 'Failed to delete comment' }],
    ['pinning, gateway down', 'pin', new GatewayError('unavailable', 'pinComment', 'down'), { refused: false, message: 'Failed to pin comment' }],
    ['unpinning, gateway down', 'unpin', new GatewayError('unavailable', 'unpinComment', 'down'), { refused: false, message: 'Failed to unpin comment' }],
    ['editing, gateway down', 'edit', new GatewayError('unavailable', 'editComment', 'down'), { refused: false, message: 'Failed to edit comment' }],
  ])('%s', async (_what, action, error, expected) => {
    const log = memoryLogger();
    expect(await commentOutcome(action, () => Promise.reject(error), log.logger)).toEqual({ ok: false, ...expected });
    // Only failures are logged: a refusal is the member's, not the site's.
    expect(log.lines.length).toBe(expected.refused ? 0 : 1);
  });

  it('names every failure of the spec once, and the edit\'s beside them', () => {
    expect(Object.values(COMMENT_FAILURES)).toEqual([
      'Failed to fetch comments',
      'Failed to add comment. Try refreshing page',
      'Failed to vote on comment',
      'Failed to delete comment',
      'Failed to pin comment',
      'Failed to unpin comment',
      'Failed to edit comment',
    ]);
  });

  it('throws anything but a gateway failure on, to the 500', async () => {
    await expect(commentOutcome('add', () => Promise.reject(new TypeError('bug')), memoryLogger().logger)).rejects.toThrow('bug');
  });
});

describe("the site's comments calls on the real upstream", () => {
  it('adds, replies, votes, pins, edits and removes, each answer checked by its schema', async () => {
    const member = callsOf('demo-member');
    const moderator = callsOf('demo-moderator');
    const editor = callsOf('demo-commenteditor');
    const log = memoryLogger().logger;
    const root = await member.add(videoId, 'A comment from the site');
    expect(root).toMatchObject({ parentId: null, body: 'A comment from the site', likes: 0, myVote: null, author: { displayName: 'Single Site Member' } });
    const reply = await moderator.reply(root.id, 'A reply from the site');
    expect(reply.parentId).toBe(root.id);
    expect((await member.vote(reply.id, 'like')).myVote).toBe('like');
    expect(await commentOutcome('vote', () => member.vote(reply.id, 'dislike'), log)).toEqual({ ok: false, refused: true, message: 'Already liked/disliked comment' });
    expect(await commentOutcome('add', () => member.add(videoId, 'a comment from the SITE!'), log)).toEqual({ ok: false, refused: true, message: 'You have already made that comment' });
    expect(await commentOutcome('pin', () => member.pin(root.id), log)).toMatchObject({ ok: false, refused: true });
    expect((await moderator.pin(root.id)).pinned).toBe(true);
    // Membership spec section 6: editing is the admin group's alone.
    expect(await commentOutcome('edit', () => editor.edit(root.id, 'Rewritten'), log)).toMatchObject({ ok: false, refused: true });
    const edited = await callsOf('demo-admin').edit(root.id, 'A comment from the site, edited');
    expect(edited).toMatchObject({ id: root.id, body: 'A comment from the site, edited', pinned: true, editedAt: expect.any(String) });
    const page = await member.page(videoId, 'newest', null);
    expect(page).toMatchObject({ totalCount: 1, nextCursor: null });
    expect(page.comments[0]?.body).toBe('A comment from the site, edited');
    expect(page.comments[0]?.replies.map((r) => [r.body, r.likes])).toEqual([['A reply from the site', 1]]);
    expect((await member.thread(reply.id))?.id).toBe(root.id);
    expect(await notesOf('demo-member').notifications(10)).toEqual([
      expect.objectContaining({ type: 'repliedOnComment', comment: { id: reply.id, body: 'A reply from the site' }, repliedTo: { id: root.id, body: expect.any(String) }, actorName: 'Moderator' }),
    ]);
    expect(await notesOf('demo-moderator').notifications(10)).toEqual([expect.objectContaining({ type: 'likedComment', comment: { id: reply.id, body: 'A reply from the site' }, actorName: 'Single Site Member' })]);
    expect(await commentOutcome('remove', () => moderator.remove(root.id), log)).toMatchObject({ ok: false, refused: true });
    await editor.remove(root.id);
    expect(await member.thread(root.id)).toBeNull();
  });
});

describe("the member's notifications on the real upstream", () => {
  it('lists replies and likes newest first as entries, counts the unread, and marks them read up to the newest listed', async () => {
    const author = notesOf('demo-multisite');
    const unread = () => fetchUnreadNotifications(gatewayOf('demo-multisite'));
    const log = memoryLogger();
    const root = await callsOf('demo-multisite').add(videoId, 'Tell me when someone answers');
    const reply = await callsOf('demo-moderator').reply(root.id, 'Someone answers');
    await callsOf('demo-member').vote(root.id, 'like');
    expect(await unread()).toBe(2);
    const loaded = await loadNotifications(author, log.logger, (path) => path);
    if (!loaded.ok) throw new Error('the notifications did not load');
    expect(loaded.data.entries.map(({ text, quote, repliedTo, href, unread }) => ({ text: text.replace(/ on .*$/, ' on …'), quote, repliedTo, href, unread }))).toEqual([
      { text: 'Single Site Member liked your comment on …', quote: 'Tell me when someone answers', repliedTo: null, href: expect.stringMatching(new RegExp(`^/videos/[^/]+/comment/${root.id}$`)), unread: true },
      {
        text: 'Moderator replied to your comment on …',
        quote: 'Someone answers',
        repliedTo: 'Tell me when someone answers',
        href: expect.stringMatching(new RegExp(`^/videos/[^/]+/comment/${reply.id}$`)),
        unread: true,
      },
    ]);
    expect(await author.markNotificationsRead(loaded.data.newestId!)).toBe(0);
    expect(await unread()).toBe(0);
    const again = await loadNotifications(author, log.logger, (path) => path);
    expect(again.ok && again.data.entries.map((entry) => entry.unread)).toEqual([false, false]);
    expect(log.lines).toEqual([]);
  });

  it('says the notifications could not load when the gateway is down', async () => {
    const down = notificationCalls(
      createMemberGateway({ client: unreachableGateway(), site: 'AURORA', correlationId: 'down', withToken: (call) => call(testTokenOf('demo-member')), changed: () => {}, reporting: SILENT_REPORTING }),
    );
    const log = memoryLogger();
    expect(await loadNotifications(down, log.logger, (path) => path)).toMatchObject({ ok: false, status: 503 });
    expect(log.lines).toHaveLength(1);
  });
});
