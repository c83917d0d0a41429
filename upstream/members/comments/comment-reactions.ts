import type { MemberContext } from '../resolvers.ts';
import { NOTIFICATION_TYPES } from '../notifications/records.ts';
import { changeComment } from './comment-change.ts';
import type { Args, CommentsContext } from './comments-context.ts';
import { refused } from './refusals.ts';
import type { CommentVote } from './rules.ts';

/** What members do to others' comments: a vote (a like notifies the author), and a moderator's pin. */
export function commentReactions(context: CommentsContext) {
  const { records, notifications, now } = context;
  return {
    async voteOnComment(_: unknown, args: Args, member: MemberContext) {
      const vote = args['vote'] as CommentVote;
      const changed = await changeComment(context, args, member, 'write', (accountId, target) => {
        const comment = target();
        if (records.voteOf(comment.commentId, accountId) !== null) throw refused('ALREADY_VOTED');
        const at = now();
        records.vote(comment.commentId, accountId, vote, at);
        if (vote === 'like' && comment.authorId !== accountId) {
          notifications.notifyComment({ accountId: comment.authorId, type: NOTIFICATION_TYPES.like, videoId: comment.videoId, commentId: comment.commentId, repliedToCommentId: null, actorId: accountId }, at);
        }
      });
      return changed.view();
    },
    async pinComment(_: unknown, args: Args, member: MemberContext) {
      const changed = await changeComment(context, args, member, 'pin', (_accountId, target) => {
        const comment = target();
        if (comment.threadId !== null) throw refused('BAD_USER_INPUT', 'Only a top-level comment can be pinned.');
        if (!comment.pinned) records.pin(comment.commentId, comment.videoId, now());
      });
      return changed.view();
    },
    async unpinComment(_: unknown, args: Args, member: MemberContext) {
      const changed = await changeComment(context, args, member, 'pin', (_accountId, target) => records.unpin(target().commentId));
      return changed.view();
    },
  };
}
