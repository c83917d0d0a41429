import { z } from 'zod';
import {
  ADD_COMMENT,
  COMMENT_THREAD,
  COMMENTS,
  EDIT_COMMENT,
  PIN_COMMENT,
  REMOVE_COMMENT,
  REPLY_TO_COMMENT,
  UNPIN_COMMENT,
  VOTE_ON_COMMENT,
} from '../../gateway/documents/comments.ts';
import { resultOf } from '../../gateway/result.ts';
import type { MemberGateway } from '../../server/auth/member-gateway.ts';
import { COMMENT_PAGE_SIZE, COMMENT_VOTES, type CommentPage, type CommentSort, type CommentView, type CommentVote } from './comment-rules.ts';

/** The comments calls of the member gateway (contract: upstream/members/comments/comments.graphql), each answer zod-checked. */
const authorSchema = z.object({ id: z.string(), displayName: z.string(), badges: z.array(z.string()), roles: z.array(z.string()) });
const fields = {
  id: z.string().min(1),
  videoId: z.number().int(),
  parentId: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  pinned: z.boolean(),
  likes: z.number().int().min(0),
  dislikes: z.number().int().min(0),
  myVote: z.enum(COMMENT_VOTES).nullable(),
  author: authorSchema,
};
const replySchema = z.object({ ...fields }).transform((reply): CommentView => ({ ...reply, replies: [] }));
export const commentSchema = z.object({ ...fields, replies: z.array(replySchema) }) satisfies z.ZodType<CommentView>;
export const commentPageSchema = z.object({ comments: z.array(commentSchema), totalCount: z.number().int().min(0), nextCursor: z.string().nullable() }) satisfies z.ZodType<CommentPage>;
const commentResult = resultOf(commentSchema);
const commentPageResult = resultOf(commentPageSchema);
const threadResult = resultOf(commentSchema.nullable());
const removedResult = resultOf(z.literal(true));

export interface CommentsCalls {
  page(videoId: number, sort: CommentSort, after: string | null): Promise<CommentPage>;
  /** The thread holding the comment, or null when it is unknown or removed. */
  thread(commentId: string): Promise<CommentView | null>;
  add(videoId: number, body: string): Promise<CommentView>;
  reply(commentId: string, body: string): Promise<CommentView>;
  remove(commentId: string): Promise<void>;
  vote(commentId: string, vote: CommentVote): Promise<CommentView>;
  pin(commentId: string): Promise<CommentView>;
  unpin(commentId: string): Promise<CommentView>;
  /** The admin's edit: the comment's new text. */
  edit(commentId: string, body: string): Promise<CommentView>;
}

/** The calls for one member on the tenant's `site` (their rights there decide). */
export function commentsCalls(gateway: MemberGateway, site: string): CommentsCalls {
  return {
    page: (videoId, sort, after) => gateway.query('comments', COMMENTS, { site, videoId, sort, first: COMMENT_PAGE_SIZE, after }, commentPageResult),
    thread: (commentId) => gateway.query('commentThread', COMMENT_THREAD, { site, commentId }, threadResult),
    add: (videoId, body) => gateway.mutate('addComment', ADD_COMMENT, { site, videoId, body }, commentResult),
    reply: (commentId, body) => gateway.mutate('replyToComment', REPLY_TO_COMMENT, { site, commentId, body }, commentResult),
    async remove(commentId) {
      await gateway.mutate('removeComment', REMOVE_COMMENT, { site, commentId }, removedResult);
    },
    vote: (commentId, vote) => gateway.mutate('voteOnComment', VOTE_ON_COMMENT, { site, commentId, vote }, commentResult),
    pin: (commentId) => gateway.mutate('pinComment', PIN_COMMENT, { site, commentId }, commentResult),
    unpin: (commentId) => gateway.mutate('unpinComment', UNPIN_COMMENT, { site, commentId }, commentResult),
    edit: (commentId, body) => gateway.mutate('editComment', EDIT_COMMENT, { site, commentId, body }, commentResult),
  };
}
