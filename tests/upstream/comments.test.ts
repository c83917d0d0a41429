import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentsFeature } from '../../upstream/members/comments/resolvers.ts';
import { commentRights, containsBannedWord, duplicateKey, type CommentingMember, type CommentRight } from '../../upstream/members/comments/rules.ts';
import { membersPart } from '../../upstream/members/index.ts';
import { notificationsFeature } from '../../upstream/members/notifications/resolvers.ts';
import type { Upstream } from '../../upstream/server.ts';
import { memberBaseFeature, requestAs, startTestUpstream, verifyTestToken } from './helpers.ts';

type Answer<T> = { status: number; data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
type Comment = {
  id: string;
  parentId: string | null;
  body: string;
  pinned: boolean;
  likes: number;
  dislikes: number;
  myVote: string | null;
  author: { displayName: string; badges: string[]; roles: string[] };
  replies: Comment[];
};

let upstream: Upstream;
let videoIds: number[];

async function graphql<T = Record<string, Comment>>(query: string, variables: Record<string, unknown>, account?: string): Promise<Answer<T>> {
  const { status, body } = await requestAs(upstream.url, '/graphql', { body: { query, variables }, account });
  return { status, ...(body as Omit<Answer<T>, 'status'>) };
}
const codeOf = (answer: Answer<unknown>) => answer.errors?.[0]?.extensions?.code;
const messageOf = (answer: Answer<unknown>) => answer.errors?.[0]?.message;

const FIELDS = 'id parentId body pinned likes dislikes myVote author { displayName badges roles }';
const COMMENT = `${FIELDS} replies { ${FIELDS} }`;
const LIST = `query list($videoId: Int!, $sort: CommentSort, $first: Int, $after: String) {
  comments(site: "AURORA", videoId: $videoId, sort: $sort, first: $first, after: $after) { totalCount nextCursor comments { ${COMMENT} } } }`;
const ADD = `mutation add($videoId: Int!, $body: String!) { addComment(site: "AURORA", videoId: $videoId, body: $body) { ${COMMENT} } }`;
const REPLY = `mutation reply($id: ID!, $body: String!) { replyToComment(site: "AURORA", commentId: $id, body: $body) { ${COMMENT} } }`;
const VOTE = `mutation vote($id: ID!, $vote: CommentVote!) { voteOnComment(site: "AURORA", commentId: $id, vote: $vote) { ${COMMENT} } }`;
const PIN = `mutation pin($id: ID!) { pinComment(site: "AURORA", commentId: $id) { ${COMMENT} } }`;
const UNPIN = `mutation unpin($id: ID!) { unpinComment(site: "AURORA", commentId: $id) { ${COMMENT} } }`;
const REMOVE = 'mutation remove($id: ID!) { removeComment(site: "AURORA", commentId: $id) }';
const EDIT = `mutation edit($id: ID!, $body: String!) { editComment(site: "AURORA", commentId: $id, body: $body) { ${COMMENT} } }`;
const THREAD = `query thread($id: ID!) { commentThread(site: "AURORA", commentId: $id) { ${COMMENT} } }`;
const NOTIFICATIONS = 'query { notifications { type comment { id body } repliedTo { id body } videoId videoSlug actorName } }';
type Notice = { type: string; comment: { id: string; body: string | null } | null; repliedTo: { id: string; body: string | null } | null; actorName: string };

type Page = { comments: { totalCount: number; nextCursor: string | null; comments: Comment[] } };
const list = (videoId: number, account = 'demo-member', variables: Record<string, unknown> = {}) => graphql<Page>(LIST, { videoId, ...variables }, account);
const add = (videoId: number, body: string, account = 'demo-member') => graphql<{ addComment: Comment }>(ADD, { videoId, body }, account);
const newComment = async (videoId: number, body: string, account = 'demo-member') => {
  const answer = await add(videoId, body, account);
  if (!answer.data) throw new Error(`addComment failed: ${messageOf(answer)}`);
  return answer.data.addComment;
};

beforeAll(async () => {
  upstream = await startTestUpstream(8, (dataDir) => [membersPart({ dataDir, verify: verifyTestToken, features: [memberBaseFeature, commentsFeature, notificationsFeature] })]);
  const answer = await graphql<{ videos: { nodes: { videoId: number }[] } }>('query { videos(site: "AURORA", first: 8) { nodes { videoId } } }', {});
  videoIds = answer.data!.videos.nodes.map((video) => video.videoId);
}, 60_000);
afterAll(async () => upstream.close());

describe('who may do what with comments (membership spec section 6)', () => {
  const member = (over: Partial<CommentingMember> & { active?: boolean; freeTrial?: boolean; guest?: boolean } = {}): CommentingMember => ({
    groups: over.groups ?? [],
    scopes: over.scopes ?? [],
    hasActiveMultisiteSubscription: over.hasActiveMultisiteSubscription ?? false,
    siteState: over.siteState === undefined ? 'full' : over.siteState,
    subscription: { isActive: over.active ?? true, isFreeLimitedTrial: over.freeTrial ?? false, isGuestUser: over.guest ?? false },
  });
  it.each<[string, CommentingMember, CommentRight[]]>([
    ['an active member of the site', member(), ['read', 'write']],
    ['an active multi-site member on a sister site', member({ siteState: null, hasActiveMultisiteSubscription: true }), ['read', 'write']],
    ['an active free-limited-trial user', member({ siteState: 'trial', freeTrial: true }), ['read', 'write']],
    ['a trial user', member({ siteState: 'trial' }), ['read']],
    ['an expired member', member({ siteState: 'expired', active: false }), ['read']],
    ['a guest (scope guest-user)', member({ scopes: ['guest-user'], guest: true }), []],
    ['a moderator', member({ groups: ['moderator'] }), ['read', 'write', 'pin']],
    ['a comment editor', member({ groups: ['commenteditor'] }), ['read', 'write', 'pin', 'remove']],
    ['an admin', member({ groups: ['admin'] }), ['read', 'write', 'pin', 'remove', 'edit']],
  ])('%s: %j', (_who, who, rights) => {
    expect([...commentRights(who)].sort()).toEqual([...rights].sort());
  });

  type Row = [string, string, string, string | undefined];
  const rows: Row[] = [
    ['a member adds', 'demo-member', 'add', undefined],
    ['a trial user adds', 'demo-trial', 'add', 'FORBIDDEN'],
    ['an expired member adds', 'demo-expired', 'add', 'FORBIDDEN'],
    ['a trial user adds banned words (the right is checked first)', 'demo-trial', 'addBanned', 'FORBIDDEN'],
    ['a trial user votes', 'demo-trial', 'vote', 'FORBIDDEN'],
    ['a member votes', 'demo-member', 'vote', undefined],
    ['a guest lists', 'demo-guest', 'list', 'FORBIDDEN'],
    ['a trial user lists', 'demo-trial', 'list', undefined],
    ['a member pins', 'demo-member', 'pin', 'FORBIDDEN'],
    ['a moderator pins', 'demo-moderator', 'pin', undefined],
    ['a moderator removes', 'demo-moderator', 'remove', 'FORBIDDEN'],
    ['a comment editor removes', 'demo-commenteditor', 'remove', undefined],
    ['an admin removes', 'demo-admin', 'remove', undefined],
    ['a comment editor edits', 'demo-commenteditor', 'edit', 'FORBIDDEN'],
    ['an admin edits', 'demo-admin', 'edit', undefined],
  ];
  it.each(rows)('the upstream enforces it: %s → %s', async (_what, account, action, code) => {
    const videoId = videoIds[0]!;
    const target = await newComment(videoId, `target of ${account} ${action}`);
    const answer = {
      add: () => add(videoId, `a comment by ${account}`, account),
      addBanned: () => add(videoId, 'a casino link', account),
      vote: () => graphql(VOTE, { id: target.id, vote: 'like' }, account),
      list: () => list(videoId, account),
      pin: () => graphql(PIN, { id: target.id }, account),
      remove: () => graphql(REMOVE, { id: target.id }, account),
      edit: () => graphql(EDIT, { id: target.id, body: 'edited by an admin' }, account),
    }[action]!;
    expect(codeOf(await answer())).toBe(code);
  });

  it('refuses a request without a token (401)', async () => {
    const answer = await list(videoIds[0]!, '');
    expect([answer.status, codeOf(answer)]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('what a comment may say (membership spec section 5)', () => {
  it.each([
    ['Nice scene!', 'nice scene'],
    ['  NICE   scene!!! ', 'nice scene'],
    ['Nice, scene.', 'nice scene'],
  ])('%j is compared as %j', (body, key) => expect(duplicateKey(body)).toBe(key));

  it.each([
    ['Visit my casino', true],
    ['VIAGRA!!', true],
    ['a scam.', true],
    ['scampi for dinner', false],
    ['Lovely lighting', false],
  ])('%j holds a banned word: %s', (body, banned) => expect(containsBannedWord(body)).toBe(banned));

  it.each<[string, string, string | undefined, string | undefined]>([
    ['a new comment', 'Loved the ending', undefined, undefined],
    ['the same comment again', 'Loved the ending', 'DUPLICATE_COMMENT', 'You have already made that comment'],
    ['the same words in other case and spacing', '  loved THE ending!', 'DUPLICATE_COMMENT', 'You have already made that comment'],
    ['a banned word', 'best casino bonus', 'BANNED_WORDS', 'Your comment contains words that are not allowed'],
    ['nothing but spaces', '   ', 'BAD_USER_INPUT', 'A comment is 1 to 1000 characters long.'],
    ['1001 characters', 'x'.repeat(1001), 'BAD_USER_INPUT', 'A comment is 1 to 1000 characters long.'],
  ])('%s: %#', async (_what, body, code, message) => {
    const answer = await add(videoIds[1]!, body);
    expect([codeOf(answer), messageOf(answer)]).toEqual([code, message]);
  });

  it('lets another member say the same thing', async () => {
    expect(codeOf(await add(videoIds[1]!, 'Loved the ending', 'demo-multisite'))).toBeUndefined();
  });
});

describe('threads, votes, pins and removals', () => {
  it('replies in the thread, and notifies the author of the comment replied to, quoting the reply and their own comment', async () => {
    const videoId = videoIds[2]!;
    const root = await newComment(videoId, 'Who is the director?', 'demo-moderator');
    const reply = await graphql<{ replyToComment: Comment }>(REPLY, { id: root.id, body: 'It says so below the video' }, 'demo-member');
    expect(reply.data?.replyToComment.parentId).toBe(root.id);
    // A reply to the reply joins the same thread.
    const second = await graphql<{ replyToComment: Comment }>(REPLY, { id: reply.data!.replyToComment.id, body: 'Thanks!' }, 'demo-moderator');
    expect(second.data?.replyToComment.parentId).toBe(root.id);
    const page = await list(videoId);
    expect(page.data?.comments.comments[0]?.replies.map((r) => r.body)).toEqual(['It says so below the video', 'Thanks!']);
    const moderatorNotes = await graphql<{ notifications: Notice[] }>(NOTIFICATIONS, {}, 'demo-moderator');
    expect(moderatorNotes.data?.notifications).toEqual([
      expect.objectContaining({
        type: 'repliedOnComment',
        comment: { id: reply.data!.replyToComment.id, body: 'It says so below the video' },
        repliedTo: { id: root.id, body: 'Who is the director?' },
        actorName: 'Single Site Member',
      }),
    ]);
    // The reply to the reply quotes the member's own reply, not the thread's first comment.
    const memberNotes = await graphql<{ notifications: Notice[] }>(NOTIFICATIONS, {}, 'demo-member');
    expect(memberNotes.data?.notifications).toEqual([
      expect.objectContaining({ type: 'repliedOnComment', comment: { id: second.data!.replyToComment.id, body: 'Thanks!' }, repliedTo: { id: reply.data!.replyToComment.id, body: 'It says so below the video' } }),
    ]);
  });

  it('counts a vote once per member and notifies a like', async () => {
    const videoId = videoIds[3]!;
    const comment = await newComment(videoId, 'Great camera work', 'demo-director');
    const liked = await graphql<{ voteOnComment: Comment }>(VOTE, { id: comment.id, vote: 'like' }, 'demo-member');
    expect([liked.data?.voteOnComment.likes, liked.data?.voteOnComment.myVote]).toEqual([1, 'like']);
    for (const vote of ['like', 'dislike']) {
      const again = await graphql(VOTE, { id: comment.id, vote }, 'demo-member');
      expect([codeOf(again), messageOf(again)]).toEqual(['ALREADY_VOTED', 'Already liked/disliked comment']);
    }
    const disliked = await graphql<{ voteOnComment: Comment }>(VOTE, { id: comment.id, vote: 'dislike' }, 'demo-multisite');
    expect([disliked.data?.voteOnComment.likes, disliked.data?.voteOnComment.dislikes]).toEqual([1, 1]);
    const notes = await graphql<{ notifications: Notice[] }>(NOTIFICATIONS, {}, 'demo-director');
    expect(notes.data?.notifications).toEqual([expect.objectContaining({ type: 'likedComment', comment: { id: comment.id, body: 'Great camera work' }, repliedTo: null, actorName: 'Single Site Member' })]);
  });

  it('tells what each notification is about, and marks them read up to the one the member saw', async () => {
    type Note = { id: string; type: string; comment: { id: string; body: string | null }; videoTitle: string; actorName: string; read: boolean };
    const NOTES = 'query { notifications { id type comment { id body } videoTitle actorName read } unreadNotificationCount }';
    const MARK = 'mutation mark($through: ID!) { markNotificationsRead(through: $through) }';
    const notesOf = async () => (await graphql<{ notifications: Note[]; unreadNotificationCount: number }>(NOTES, {}, 'demo-multisite2025')).data!;
    const videoId = videoIds[3]!; // The vote test's video: notifications are per member, not per video.
    const root = await newComment(videoId, 'Notify me, please', 'demo-multisite2025');
    const reply = (await graphql<{ replyToComment: Comment }>(REPLY, { id: root.id, body: 'Here is a reply' }, 'demo-admin')).data!.replyToComment;
    await graphql(VOTE, { id: root.id, vote: 'like' }, 'demo-multisite');
    const before = await notesOf();
    expect(before.unreadNotificationCount).toBe(2);
    const title = before.notifications[0]!.videoTitle;
    expect(title.length).toBeGreaterThan(0);
    expect(before.notifications.map(({ type, comment, read }) => [type, comment.id, comment.body, read])).toEqual([
      ['likedComment', root.id, 'Notify me, please', false],
      ['repliedOnComment', reply.id, 'Here is a reply', false],
    ]);
    const [liked, replied] = before.notifications;
    // Marking the older one read leaves the newer one unread.
    expect((await graphql<{ markNotificationsRead: number }>(MARK, { through: replied!.id }, 'demo-multisite2025')).data?.markNotificationsRead).toBe(1);
    expect((await notesOf()).notifications.map((n) => n.read)).toEqual([false, true]);
    await graphql(MARK, { through: liked!.id }, 'demo-multisite2025');
    // A mark never moves back.
    await graphql(MARK, { through: replied!.id }, 'demo-multisite2025');
    const after = await notesOf();
    expect([after.unreadNotificationCount, after.notifications.map((n) => n.read)]).toEqual([0, [true, true]]);
    const bad = await graphql(MARK, { through: 'newest' }, 'demo-multisite2025');
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect((await graphql(MARK, { through: liked!.id })).status).toBe(401);
  });

  it('names authors with the badges their profile has and their comment roles', async () => {
    const videoId = videoIds[4]!;
    await newComment(videoId, 'Pinned rules of this thread', 'demo-moderator');
    await newComment(videoId, 'From the director', 'demo-director');
    const authors = (await list(videoId, 'demo-member', { sort: 'newest' })).data?.comments.comments.map((c) => c.author);
    // Director: 25 months (boss) and the director badge; moderator: 13 months (gold) and the moderator badge.
    expect(authors).toEqual([
      { displayName: 'Director', badges: ['boss', 'director'], roles: [] },
      { displayName: 'Moderator', badges: ['gold', 'moderator'], roles: ['moderator'] },
    ]);
  });

  it('sorts by top or newest with the pinned comment first, and pages with a cursor', async () => {
    const videoId = videoIds[5]!;
    const a = await newComment(videoId, 'first');
    const b = await newComment(videoId, 'second');
    const c = await newComment(videoId, 'third');
    await graphql(VOTE, { id: a.id, vote: 'like' }, 'demo-multisite');
    await graphql(VOTE, { id: c.id, vote: 'dislike' }, 'demo-multisite');
    const bodies = async (sort: string) => (await list(videoId, 'demo-member', { sort })).data?.comments.comments.map((x) => x.body);
    expect(await bodies('top')).toEqual(['first', 'second', 'third']);
    expect(await bodies('newest')).toEqual(['third', 'second', 'first']);
    const pinned = await graphql<{ pinComment: Comment }>(PIN, { id: b.id }, 'demo-moderator');
    expect(pinned.data?.pinComment.pinned).toBe(true);
    expect(await bodies('top')).toEqual(['second', 'first', 'third']);
    expect(await bodies('newest')).toEqual(['second', 'third', 'first']);
    // One pinned comment per video: pinning another unpins the first.
    await graphql(PIN, { id: c.id }, 'demo-commenteditor');
    expect(await bodies('newest')).toEqual(['third', 'second', 'first']);
    expect((await graphql<{ unpinComment: Comment }>(UNPIN, { id: c.id }, 'demo-moderator')).data?.unpinComment.pinned).toBe(false);

    const first = await list(videoId, 'demo-member', { sort: 'newest', first: 2 });
    expect(first.data?.comments).toMatchObject({ totalCount: 3, nextCursor: '2' });
    const next = await list(videoId, 'demo-member', { sort: 'newest', first: 2, after: '2' });
    expect(next.data?.comments.comments.map((x) => x.body)).toEqual(['first']);
    expect(next.data?.comments.nextCursor).toBeNull();
    expect(codeOf(await list(videoId, 'demo-member', { after: 'abc' }))).toBe('BAD_USER_INPUT');
  });

  it('refuses to pin a reply', async () => {
    const root = await newComment(videoIds[6]!, 'root to pin');
    const reply = await graphql<{ replyToComment: Comment }>(REPLY, { id: root.id, body: 'a reply' }, 'demo-multisite');
    expect(codeOf(await graphql(PIN, { id: reply.data!.replyToComment.id }, 'demo-moderator'))).toBe('BAD_USER_INPUT');
  });

  it('hides a removed thread with its replies, and finds a thread by any of its comments', async () => {
    const videoId = videoIds[7]!;
    const root = await newComment(videoId, 'to be removed');
    const reply = await graphql<{ replyToComment: Comment }>(REPLY, { id: root.id, body: 'a reply in it' }, 'demo-multisite');
    const thread = await graphql<{ commentThread: Comment | null }>(THREAD, { id: reply.data!.replyToComment.id }, 'demo-member');
    expect(thread.data?.commentThread?.id).toBe(root.id);
    expect((await graphql(REMOVE, { id: root.id }, 'demo-commenteditor')).data).toEqual({ removeComment: true });
    expect((await list(videoId)).data?.comments).toMatchObject({ totalCount: 0, comments: [] });
    expect((await graphql<{ commentThread: Comment | null }>(THREAD, { id: reply.data!.replyToComment.id }, 'demo-member')).data?.commentThread).toBeNull();
    expect(codeOf(await graphql(VOTE, { id: reply.data!.replyToComment.id, vote: 'like' }, 'demo-member'))).toBe('COMMENT_NOT_FOUND');
    expect(codeOf(await graphql(REMOVE, { id: root.id }, 'demo-admin'))).toBe('COMMENT_NOT_FOUND');
  });
});

describe('concurrency: twenty identical requests at once change the state exactly once', () => {
  it('twenty identical comments record one; nineteen are duplicates', async () => {
    const videoId = videoIds[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(videoId, 'Posted twenty times at once', 'demo-multisite')));
    expect(answers.filter((answer) => answer.data).length).toBe(1);
    expect(answers.filter((answer) => codeOf(answer) === 'DUPLICATE_COMMENT').length).toBe(19);
    const page = await list(videoId, 'demo-member', { sort: 'newest', first: 50 });
    expect(page.data?.comments.comments.filter((c) => c.body === 'Posted twenty times at once').length).toBe(1);
  });

  it('twenty identical votes count one; nineteen are refused', async () => {
    const comment = await newComment(videoIds[0]!, 'Vote on me at once', 'demo-director');
    const answers = await Promise.all(Array.from({ length: 20 }, () => graphql(VOTE, { id: comment.id, vote: 'like' }, 'demo-multisite2020')));
    expect(answers.filter((answer) => answer.data).length).toBe(1);
    expect(answers.filter((answer) => codeOf(answer) === 'ALREADY_VOTED').length).toBe(19);
    const thread = await graphql<{ commentThread: Comment }>(THREAD, { id: comment.id }, 'demo-member');
    expect(thread.data?.commentThread.likes).toBe(1);
  });
});
