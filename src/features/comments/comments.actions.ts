import { ActionError, defineAction } from 'astro:actions';
import { z } from 'zod';
import { commentRights, type CommentRights } from '../../access/index.ts';
import { video } from '../../catalogue/tenant-items.ts';
import { requireTenantItems, signedInAction, type NamedComment, type NamedItem } from '../../shell/signed-in-action.ts';
import { COMMENT_BODY_MAX, COMMENT_SORTS, COMMENT_VOTES, type CommentAction } from './comment-rules.ts';
import { commentsCalls, type CommentsCalls } from './comments-calls.server.ts';
import { commentOutcome } from './comments.server.ts';

/** A comment id as the gateway gives it (digits), never text to pass on blindly. */
const commentId = z.string().regex(/^\d{1,15}$/, 'A comment id is a number.');
const body = z.string().trim().min(1, 'Write a comment first.').max(COMMENT_BODY_MAX, `A comment is at most ${COMMENT_BODY_MAX} characters long.`);
const videoId = z.number().int().positive();

/** A comment an Action names: this tenant's when the video of its thread is. */
const comment = (ref: string): NamedComment => ({
  kind: 'comment',
  ref,
  videoOf: async ({ context, member }) => (await commentsCalls(member.gateway, context.tenant.site).thread(ref))?.videoId ?? null,
});

/**
 * Runs one comment Action for the member on the video or comment it names: their right is checked
 * through src/access (a convenience: the gateway enforces it too), then that the item is this
 * tenant's, then the call; a refusal or failure is an ActionError carrying the message to show.
 */
async function run<T>(locals: App.Locals, action: CommentAction, right: keyof CommentRights, toDo: string, item: NamedItem, call: (calls: CommentsCalls) => Promise<T>): Promise<T> {
  const signedIn = signedInAction(locals, toDo);
  const { context, member } = signedIn;
  if (!commentRights(member.abilities)[right]) throw new ActionError({ code: 'FORBIDDEN', message: `Your membership does not allow you to ${toDo}.` });
  await requireTenantItems(locals, signedIn, toDo, [item]);
  const outcome = await commentOutcome(action, () => call(commentsCalls(member.gateway, context.tenant.site)), context.log);
  if (!outcome.ok) throw new ActionError({ code: outcome.refused ? 'CONFLICT' : 'BAD_GATEWAY', message: outcome.message });
  return outcome.data;
}

/** The comments island's Actions (membership spec sections 3, 5 and 8). */
export const comments = {
  list: defineAction({
    input: z.object({ videoId, sort: z.enum(COMMENT_SORTS), after: z.string().regex(/^\d{1,9}$/).nullable() }),
    handler: ({ videoId, sort, after }, { locals }) => run(locals, 'list', 'read', 'read comments', video(videoId), (calls) => calls.page(videoId, sort, after)),
  }),
  add: defineAction({
    input: z.object({ videoId, body }),
    handler: (input, { locals }) => run(locals, 'add', 'write', 'comment', video(input.videoId), (calls) => calls.add(input.videoId, input.body)),
  }),
  reply: defineAction({
    input: z.object({ commentId, body }),
    handler: (input, { locals }) => run(locals, 'add', 'write', 'reply to comments', comment(input.commentId), (calls) => calls.reply(input.commentId, input.body)),
  }),
  vote: defineAction({
    input: z.object({ commentId, vote: z.enum(COMMENT_VOTES) }),
    handler: (input, { locals }) => run(locals, 'vote', 'write', 'vote on comments', comment(input.commentId), (calls) => calls.vote(input.commentId, input.vote)),
  }),
  remove: defineAction({
    input: z.object({ commentId }),
    handler: (input, { locals }) =>
      run(locals, 'remove', 'remove', 'remove comments', comment(input.commentId), async (calls) => {
        await calls.remove(input.commentId);
        return true;
      }),
  }),
  pin: defineAction({
    input: z.object({ commentId }),
    handler: (input, { locals }) => run(locals, 'pin', 'pin', 'pin comments', comment(input.commentId), (calls) => calls.pin(input.commentId)),
  }),
  unpin: defineAction({
    input: z.object({ commentId }),
    handler: (input, { locals }) => run(locals, 'unpin', 'pin', 'unpin comments', comment(input.commentId), (calls) => calls.unpin(input.commentId)),
  }),
  edit: defineAction({
    input: z.object({ commentId, body }),
    handler: (input, { locals }) => run(locals, 'edit', 'edit', 'edit comments', comment(input.commentId), (calls) => calls.edit(input.commentId, input.body)),
  }),
};
