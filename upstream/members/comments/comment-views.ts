import type { CommentView } from '../../../src/features/comments/comment-rules.ts';
import { MemberLookupError } from '../member-directory.ts';
import type { CommentsContext } from './comments-context.ts';
import type { CommentRow } from './records.ts';
import { refused } from './refusals.ts';
import { COMMENT_ROLES } from './rules.ts';

// The answer is the shape the site reads (comments.graphql is the contract both keep to).
export type { CommentView };

/** Each author as the comments show them on `site`, looked up once per request. */
function authorsOn({ directory }: Pick<CommentsContext, 'directory'>, site: string): (id: string) => CommentView['author'] {
  const authors = new Map<string, CommentView['author']>();
  return (id) => {
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
}

/** Builds the answers of one request for the member `accountId` on `site`: threads with their replies and the member's votes. */
export function viewer(context: Pick<CommentsContext, 'records' | 'directory'>, accountId: string, site: string) {
  const { records } = context;
  const authorOf = authorsOn(context, site);
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
