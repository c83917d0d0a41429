import { memberOf, type MemberContext } from '../resolvers.ts';
import { requireRight } from './comment-access.ts';
import { commentIdOf, visible } from './comment-targets.ts';
import { viewer, type CommentView } from './comment-views.ts';
import { siteOf, type Args, type CommentsContext } from './comments-context.ts';
import type { CommentRow } from './records.ts';
import type { CommentRight } from './rules.ts';

/**
 * A member's change to the comment `args.commentId` names, on the site of the call: the member's
 * `right` is checked and `change` runs in one store transaction, so what it checks is what is in
 * force when it writes. `change` gets the member and the comment's lookup (a comment the site shows
 * and not removed, or COMMENT_NOT_FOUND), which it calls where its own checks put it. Answers the
 * comment as the member then sees it.
 */
export async function changeComment(
  context: CommentsContext,
  args: Args,
  member: MemberContext,
  right: CommentRight,
  change: (accountId: string, target: () => CommentRow) => void,
): Promise<{ commentId: number; view: () => CommentView }> {
  const site = siteOf(args);
  const accountId = await memberOf(member, context.verify);
  const commentId = commentIdOf(args['commentId']);
  context.store.transaction(() => {
    requireRight(context, accountId, site, right);
    change(accountId, () => visible(context, site, commentId));
  });
  return { commentId, view: () => viewer(context, accountId, site).one(commentId) };
}
