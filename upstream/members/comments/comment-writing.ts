import { memberOf, type MemberContext } from '../resolvers.ts';
import { NOTIFICATION_TYPES } from '../notifications/records.ts';
import { requireRight } from './comment-access.ts';
import { changeComment } from './comment-change.ts';
import { commentIdOf, knownVideo, textOf, visible } from './comment-targets.ts';
import { viewer } from './comment-views.ts';
import { siteOf, type Args, type CommentsContext } from './comments-context.ts';
import { refused } from './refusals.ts';

/**
 * A member's own writing: a comment, a reply (which notifies the author it answers), an edit, a
 * removal. Each check and its write run in one store transaction.
 */
export function commentWriting(context: CommentsContext) {
  const { store, records, notifications, verify, now } = context;
  return {
    async addComment(_: unknown, args: Args, member: MemberContext) {
      const site = siteOf(args);
      const accountId = await memberOf(member, verify);
      const commentId = store.transaction(() => {
        requireRight(context, accountId, site, 'write');
        const video = knownVideo(context, site, Number(args['videoId']));
        const text = textOf(args['body']);
        const comment = { videoId: video.videoId, threadId: null, authorId: accountId, body: text.body, duplicateKey: text.key };
        if (records.hasDuplicate(comment)) throw refused('DUPLICATE_COMMENT');
        return records.add(comment, now());
      });
      return viewer(context, accountId, site).one(commentId);
    },
    async replyToComment(_: unknown, args: Args, member: MemberContext) {
      const site = siteOf(args);
      const accountId = await memberOf(member, verify);
      const commentId = store.transaction(() => {
        requireRight(context, accountId, site, 'write');
        const text = textOf(args['body']);
        const target = visible(context, site, commentIdOf(args['commentId']));
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
      return viewer(context, accountId, site).one(commentId);
    },
    async editComment(_: unknown, args: Args, member: MemberContext) {
      const changed = await changeComment(context, args, member, 'edit', (_accountId, target) => {
        const text = textOf(args['body']);
        records.edit(target().commentId, text.body, text.key, now());
      });
      return changed.view();
    },
    async removeComment(_: unknown, args: Args, member: MemberContext) {
      await changeComment(context, args, member, 'remove', (accountId, target) => records.remove(target().commentId, accountId, now()));
      return true;
    },
  };
}
