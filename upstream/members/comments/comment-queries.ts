import type { MemberContext } from '../resolvers.ts';
import { reader } from './comment-access.ts';
import { commentIdOf, findVisible, knownVideo } from './comment-targets.ts';
import { viewer } from './comment-views.ts';
import { siteOf, type Args, type CommentsContext } from './comments-context.ts';
import { refused } from './refusals.ts';
import { COMMENT_PAGE_SIZE, type CommentSort } from './rules.ts';

/** The comments a member reads: a video's threads a page at a time, and one thread (a comment's deep link). */
export function commentQueries(context: CommentsContext) {
  const { store, records } = context;
  return {
    async comments(_: unknown, args: Args, member: MemberContext) {
      const site = siteOf(args);
      const accountId = await reader(context, member, site);
      const video = knownVideo(context, site, Number(args['videoId']));
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
          comments: viewer(context, accountId, site).views(rows.slice(0, first)),
          totalCount: records.countThreads(video.videoId),
          nextCursor: more ? String(offset + first) : null,
        };
      });
    },
    async commentThread(_: unknown, args: Args, member: MemberContext) {
      const site = siteOf(args);
      const accountId = await reader(context, member, site);
      const row = findVisible(context, site, commentIdOf(args['commentId']));
      return row ? viewer(context, accountId, site).one(row.threadId ?? row.commentId) : null;
    },
  };
}
