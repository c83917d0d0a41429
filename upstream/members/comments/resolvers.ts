import { readFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { createGraphQLError } from 'graphql-yoga';
import type { UserProfileInput } from '../../../src/membership/profile.ts';
import type { Sites } from '../../sites.ts';
import type { MemberFeature } from '../index.ts';
import { MemberLookupError, type MemberDirectory } from '../member-directory.ts';
import { lookup, memberOf, type MemberContext, type VerifyAccessToken } from '../resolvers.ts';
import type { MemberStore } from '../store.ts';
import { COMMENTS_STORE_SCHEMA, commentRecords, visibleComment, type CommentRow } from './records.ts';
import { NOTIFICATION_TYPES, notificationRecords } from '../notifications/records.ts';
import {
  COMMENT_BODY_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_REFUSALS,
  COMMENT_ROLES,
  commentBody,
  commentRights,
  containsBannedWord,
  duplicateKey,
  RIGHT_NAMES,
  type CommentRefusalCode,
  type CommentRight,
  type CommentSort,
  type CommentVote,
} from './rules.ts';

export const commentsTypeDefs = readFileSync(new URL('./comments.graphql', import.meta.url), 'utf8');

function refused(code: CommentRefusalCode | 'FORBIDDEN' | 'COMMENT_NOT_FOUND' | 'BAD_USER_INPUT', message?: string) {
  const text = message ?? (code in COMMENT_REFUSALS ? COMMENT_REFUSALS[code as CommentRefusalCode] : code);
  return createGraphQLError(text, { extensions: { code } });
}

/** The catalogue's facts about a video that comments need, or null when no video has that id. */
export type VideoFacts = (videoId: number) => { videoId: number; slug: string; site: string; title: string } | null;

export function catalogueVideos(db: DatabaseSync): VideoFacts {
  const video = db.prepare('SELECT video_id, slug, site, title FROM videos WHERE video_id = ?');
  return (videoId) => {
    const row = video.get(videoId) as { video_id: number; slug: string; site: string; title: string } | undefined;
    return row ? { videoId: row.video_id, slug: row.slug, site: row.site, title: row.title } : null;
  };
}

export interface CommentsResolverDeps {
  store: MemberStore;
  directory: Pick<MemberDirectory, 'getFullUserProfile'>;
  sites: Pick<Sites, 'bySite' | 'shows'>;
  videoOf: VideoFacts;
  verify: VerifyAccessToken;
  now?: () => Date;
}

interface CommentView {
  id: string;
  videoId: number;
  parentId: string | null;
  body: string;
  createdAt: string;
  editedAt: string | null;
  pinned: boolean;
  likes: number;
  dislikes: number;
  myVote: CommentVote | null;
  author: { id: string; displayName: string; badges: string[]; roles: string[] };
  replies: CommentView[];
}

type Args = Record<string, unknown>;

/**
 * The comments of the member API. Every check (the member's right, the video or comment shown by
 * the site of the call, the comment still there, a duplicate, a vote given) and its write run in one
 * store transaction (BEGIN IMMEDIATE, and node:sqlite runs it to the end before another request's):
 * twenty identical comments or votes at once record one, and the others are refused with the spec's
 * message. Comment ids are global: a comment on a video of a brand the site does not show is
 * answered as one that does not exist, and a video of such a brand as an unknown one.
 */
export function createCommentsResolvers({ store, directory, sites, videoOf, verify, now = () => new Date() }: CommentsResolverDeps) {
  const records = commentRecords(store);
  const notifications = notificationRecords(store);

  /** The member's profile on `site`; an unknown site or member is BAD_USER_INPUT. */
  const profileOn = (accountId: string, site: string): UserProfileInput => lookup(() => directory.getFullUserProfile(accountId, site));

  /**
   * Refuses (FORBIDDEN) a member without `right` on `site`. A change calls it inside its transaction,
   * so the right it checks is the one in force when it writes.
   */
  function requireRight(accountId: string, site: string, right: CommentRight): void {
    const profile = profileOn(accountId, site);
    const tenant = sites.bySite.get(site.toUpperCase())?.tenant;
    const states: Record<string, unknown> = profile.tenantsSubscriptionState ?? {};
    const siteState = tenant && typeof states[tenant] === 'string' ? states[tenant] : null;
    const subscription = profile.subscription;
    const rights = commentRights({
      groups: profile.groups ?? [],
      scopes: profile.scopes ?? [],
      hasActiveMultisiteSubscription: profile.hasActiveMultisiteSubscription === true,
      siteState,
      subscription: subscription
        ? { isActive: subscription.isActive === true, isFreeLimitedTrial: subscription.isFreeLimitedTrial === true, isGuestUser: subscription.isGuestUser === true }
        : null,
    });
    if (!rights.has(right)) throw refused('FORBIDDEN', `Your membership does not allow you to ${RIGHT_NAMES[right]}.`);
  }

  /** The member of the request's token, once their right to read on `site` is checked. */
  async function reader(context: MemberContext, site: string): Promise<string> {
    const accountId = await memberOf(context, verify);
    requireRight(accountId, site, 'read');
    return accountId;
  }

  function textOf(body: unknown): { body: string; key: string } {
    const text = commentBody(String(body));
    if (text === null) throw refused('BAD_USER_INPUT', `A comment is 1 to ${COMMENT_BODY_MAX} characters long.`);
    if (containsBannedWord(text)) throw refused('BANNED_WORDS');
    return { body: text, key: duplicateKey(text) };
  }

  function commentIdOf(value: unknown): number {
    const id = Number(value);
    if (!/^\d{1,15}$/.test(String(value)) || !Number.isSafeInteger(id)) throw refused('BAD_USER_INPUT', `"${String(value)}" is not a comment id.`);
    return id;
  }

  /** Whether `site` shows the video (its own brand's, or one of the combined tenant's brands'). */
  const shownOn = (site: string, videoId: number): boolean => {
    const video = videoOf(videoId);
    return video !== null && sites.shows(site, video.site);
  };

  /** The comment, if it exists on a video `site` shows and is not removed (nor in a removed thread); else null. */
  function findVisible(site: string, commentId: number): CommentRow | null {
    const row = visibleComment(records, commentId);
    return row && shownOn(site, row.videoId) ? row : null;
  }

  function visible(site: string, commentId: number): CommentRow {
    const row = findVisible(site, commentId);
    if (!row) throw refused('COMMENT_NOT_FOUND', `No comment ${commentId}: it does not exist or was removed.`);
    return row;
  }

  function knownVideo(site: string, videoId: number) {
    const video = videoOf(videoId);
    if (!video || !sites.shows(site, video.site)) throw refused('BAD_USER_INPUT', `Unknown video ${videoId}: the id is a video's videoId.`);
    return video;
  }

  /** Builds the answers of one request: authors are looked up once each. */
  function viewer(accountId: string, site: string) {
    const authors = new Map<string, CommentView['author']>();
    const authorOf = (id: string): CommentView['author'] => {
      let author = authors.get(id);
      if (!author) {
        try {
          // The directory computes badges (membership spec section 6); comments show what it says.
          const profile = directory.getFullUserProfile(id, site);
          author = { id, displayName: profile.displayName ?? 'Member', badges: [...(profile.badges ?? [])], roles: COMMENT_ROLES.filter((role) => profile.groups?.includes(role)) };
        } catch (error) {
          if (!(error instanceof MemberLookupError)) throw error;
          author = { id, displayName: 'Former member', badges: [], roles: [] };
        }
        authors.set(id, author);
      }
      return author;
    };
    const views = (rows: readonly CommentRow[]): CommentView[] => {
      const replies = records.replies(rows.filter((row) => row.threadId === null).map((row) => row.commentId));
      const votes = records.votesOf([...rows, ...[...replies.values()].flat()].map((row) => row.commentId), accountId);
      const view = (row: CommentRow, nested: CommentView[]): CommentView => ({
        id: String(row.commentId),
        videoId: row.videoId,
        parentId: row.threadId === null ? null : String(row.threadId),
        body: row.body,
        createdAt: row.createdAt,
        editedAt: row.editedAt,
        pinned: row.pinned,
        likes: row.likes,
        dislikes: row.dislikes,
        myVote: votes.get(row.commentId) ?? null,
        author: authorOf(row.authorId),
        replies: nested,
      });
      return rows.map((row) => view(row, (replies.get(row.commentId) ?? []).map((reply) => view(reply, []))));
    };
    /** One comment as the member sees it (an id the store just gave or checked). */
    const one = (commentId: number): CommentView => {
      const row = records.get(commentId);
      const [view] = row ? views([row]) : [];
      if (!view) throw refused('COMMENT_NOT_FOUND', `No comment ${commentId}.`);
      return view;
    };
    return { views, one };
  }

  const site = (args: Args) => String(args['site']);

  return {
    Query: {
      async comments(_: unknown, args: Args, context: MemberContext) {
        const accountId = await reader(context, site(args));
        const video = knownVideo(site(args), Number(args['videoId']));
        const first = Number(args['first'] ?? COMMENT_PAGE_SIZE.default);
        if (!Number.isInteger(first) || first < 1 || first > COMMENT_PAGE_SIZE.max) throw refused('BAD_USER_INPUT', `"first" is 1 to ${COMMENT_PAGE_SIZE.max}.`);
        // The schema makes `after` a String: an offset written by a previous page.
        const after = typeof args['after'] === 'string' ? args['after'] : null;
        if (after !== null && !/^\d{1,9}$/.test(after)) throw refused('BAD_USER_INPUT', `"after" is the nextCursor of a previous page, got "${after}".`);
        const offset = after === null ? 0 : Number(after);
        const sort = (args['sort'] ?? 'top') as CommentSort;
        // One read transaction: the page and its count agree.
        return store.transaction(() => {
          const rows = records.page(video.videoId, sort, first + 1, offset);
          const more = rows.length > first;
          return {
            comments: viewer(accountId, site(args)).views(rows.slice(0, first)),
            totalCount: records.countThreads(video.videoId),
            nextCursor: more ? String(offset + first) : null,
          };
        });
      },
      async commentThread(_: unknown, args: Args, context: MemberContext) {
        const accountId = await reader(context, site(args));
        const commentId = commentIdOf(args['commentId']);
        const row = findVisible(site(args), commentId);
        return row ? viewer(accountId, site(args)).one(row.threadId ?? row.commentId) : null;
      },
    },
    Mutation: {
      async addComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = store.transaction(() => {
          requireRight(accountId, site(args), 'write');
          const video = knownVideo(site(args), Number(args['videoId']));
          const text = textOf(args['body']);
          const comment = { videoId: video.videoId, threadId: null, authorId: accountId, body: text.body, duplicateKey: text.key };
          if (records.hasDuplicate(comment)) throw refused('DUPLICATE_COMMENT');
          return records.add(comment, now());
        });
        return viewer(accountId, site(args)).one(commentId);
      },
      async replyToComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = store.transaction(() => {
          requireRight(accountId, site(args), 'write');
          const text = textOf(args['body']);
          const target = visible(site(args), commentIdOf(args['commentId']));
          const comment = { videoId: target.videoId, threadId: target.threadId ?? target.commentId, authorId: accountId, body: text.body, duplicateKey: text.key };
          if (records.hasDuplicate(comment)) throw refused('DUPLICATE_COMMENT');
          const at = now();
          const id = records.add(comment, at);
          if (target.authorId !== accountId) {
            // The notice quotes the reply and the author's own comment it answers.
            notifications.notifyComment({ accountId: target.authorId, type: NOTIFICATION_TYPES.reply, videoId: target.videoId, commentId: id, repliedToCommentId: target.commentId, actorId: accountId }, at);
          }
          return id;
        });
        return viewer(accountId, site(args)).one(commentId);
      },
      async removeComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = commentIdOf(args['commentId']);
        store.transaction(() => {
          requireRight(accountId, site(args), 'remove');
          visible(site(args), commentId);
          records.remove(commentId, accountId, now());
        });
        return true;
      },
      async voteOnComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = commentIdOf(args['commentId']);
        const vote = args['vote'] as CommentVote;
        store.transaction(() => {
          requireRight(accountId, site(args), 'write');
          const comment = visible(site(args), commentId);
          if (records.voteOf(commentId, accountId) !== null) throw refused('ALREADY_VOTED');
          const at = now();
          records.vote(commentId, accountId, vote, at);
          if (vote === 'like' && comment.authorId !== accountId) {
            notifications.notifyComment({ accountId: comment.authorId, type: NOTIFICATION_TYPES.like, videoId: comment.videoId, commentId, repliedToCommentId: null, actorId: accountId }, at);
          }
        });
        return viewer(accountId, site(args)).one(commentId);
      },
      async pinComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = commentIdOf(args['commentId']);
        store.transaction(() => {
          requireRight(accountId, site(args), 'pin');
          const comment = visible(site(args), commentId);
          if (comment.threadId !== null) throw refused('BAD_USER_INPUT', 'Only a top-level comment can be pinned.');
          if (!comment.pinned) records.pin(commentId, comment.videoId, now());
        });
        return viewer(accountId, site(args)).one(commentId);
      },
      async unpinComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = commentIdOf(args['commentId']);
        store.transaction(() => {
          requireRight(accountId, site(args), 'pin');
          visible(site(args), commentId);
          records.unpin(commentId);
        });
        return viewer(accountId, site(args)).one(commentId);
      },
      async editComment(_: unknown, args: Args, context: MemberContext) {
        const accountId = await memberOf(context, verify);
        const commentId = commentIdOf(args['commentId']);
        store.transaction(() => {
          requireRight(accountId, site(args), 'edit');
          const text = textOf(args['body']);
          visible(site(args), commentId);
          records.edit(commentId, text.body, text.key, now());
        });
        return viewer(accountId, site(args)).one(commentId);
      },
    },
  };
}

/** Comments, their votes and the notifications they send (listed by upstream/members/notifications), as a member feature of the upstream. */
export const commentsFeature: MemberFeature = {
  storeSchema: COMMENTS_STORE_SCHEMA,
  create: ({ store, directory, verify, catalogue }) => ({
    graphql: {
      typeDefs: commentsTypeDefs,
      resolvers: createCommentsResolvers({ store, directory, sites: catalogue.sites, videoOf: catalogueVideos(catalogue.db), verify }),
    },
  }),
};
