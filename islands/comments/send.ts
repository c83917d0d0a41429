import { isInputError, type SafeResult } from 'astro:actions';
import { actions } from '../shell/actions/member-actions.ts';
import { COMMENT_FAILURES, type CommentAction, type CommentPage, type CommentSort, type CommentView, type CommentVote } from '../../src/features/comments/comment-rules.ts';

export type Sent<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * One call of a comments Action: its refusals carry the words to show (the spec's, or the login
 * prompt); an input error its first issue; a failure of the network the action's failure message.
 */
async function send<I extends object, T>(action: CommentAction, call: () => Promise<SafeResult<I, T>>): Promise<Sent<T>> {
  try {
    const { data, error } = await call();
    if (!error && data !== undefined) return { ok: true, data };
    if (error && isInputError(error)) return { ok: false, message: error.issues[0]?.message ?? COMMENT_FAILURES[action] };
    // An error without words (a bare status) is the action's failure.
    const words = error?.message ?? '';
    return { ok: false, message: words === '' ? COMMENT_FAILURES[action] : words };
  } catch {
    return { ok: false, message: COMMENT_FAILURES[action] };
  }
}

export const sendComments = {
  list: (videoId: number, sort: CommentSort, after: string | null): Promise<Sent<CommentPage>> => send('list', () => actions.comments.list({ videoId, sort, after })),
  add: (videoId: number, body: string): Promise<Sent<CommentView>> => send('add', () => actions.comments.add({ videoId, body })),
  reply: (commentId: string, body: string): Promise<Sent<CommentView>> => send('add', () => actions.comments.reply({ commentId, body })),
  vote: (commentId: string, vote: CommentVote): Promise<Sent<CommentView>> => send('vote', () => actions.comments.vote({ commentId, vote })),
  remove: (commentId: string): Promise<Sent<boolean>> => send('remove', () => actions.comments.remove({ commentId })),
  pin: (commentId: string): Promise<Sent<CommentView>> => send('pin', () => actions.comments.pin({ commentId })),
  unpin: (commentId: string): Promise<Sent<CommentView>> => send('unpin', () => actions.comments.unpin({ commentId })),
  edit: (commentId: string, body: string): Promise<Sent<CommentView>> => send('edit', () => actions.comments.edit({ commentId, body })),
};
