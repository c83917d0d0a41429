/**
 * The comments' rules the page and the island share (membership spec sections 3, 5, 8 and 9). The
 * upstream decides every refusal; these are the words shown and the shapes exchanged.
 */

/** Spec section 9: comments sort by top or newest. */
export const COMMENT_SORTS = ['top', 'newest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
export const DEFAULT_COMMENT_SORT: CommentSort = 'top';
export const COMMENT_SORT_LABELS: Readonly<Record<CommentSort, string>> = { top: 'Top', newest: 'Newest' };

export const COMMENT_VOTES = ['like', 'dislike'] as const;
export type CommentVote = (typeof COMMENT_VOTES)[number];

/** Top-level comments per page (and per "Load more"). */
export const COMMENT_PAGE_SIZE = 10;
/** The longest comment the gateway takes; the form says so before sending. */
export const COMMENT_BODY_MAX = 1000;

/** Spec section 8, word for word: what each failed action shows. */
export const COMMENT_FAILURES = {
  list: 'Failed to fetch comments',
  add: 'Failed to add comment. Try refreshing page',
  vote: 'Failed to vote on comment',
  remove: 'Failed to delete comment',
  pin: 'Failed to pin comment',
  unpin: 'Failed to unpin comment',
  // The spec lists no edit failure; worded as its siblings.
  edit: 'Failed to edit comment',
} as const;
export type CommentAction = keyof typeof COMMENT_FAILURES;

/**
 * The gateway's refusals whose own message is shown (spec section 5: 'You have already made that
 * comment', 'Already liked/disliked comment', and the banned-words refusal); anything else is the
 * action's failure message.
 */
export const COMMENT_REFUSAL_CODES: readonly string[] = ['DUPLICATE_COMMENT', 'ALREADY_VOTED', 'BANNED_WORDS', 'FORBIDDEN'];

export interface CommentAuthor {
  id: string;
  displayName: string;
  badges: string[];
  roles: string[];
}

export interface CommentView {
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
  author: CommentAuthor;
  replies: CommentView[];
}

export interface CommentPage {
  comments: CommentView[];
  totalCount: number;
  nextCursor: string | null;
}

/** Where a draft is kept while the member types: one per video for a new comment, one per thread for a reply. */
export function draftKey(videoId: number, threadId: string | null): string {
  return threadId === null ? `comment-draft:${videoId}` : `comment-draft:${videoId}:${threadId}`;
}

/** Where an admin's edit of a comment is kept while they type. */
export function editDraftKey(commentId: string): string {
  return `comment-edit:${commentId}`;
}

/** `page` after `more` was loaded: threads already shown (a comment just added, the linked thread) are not repeated. */
export function appendPage(shown: readonly CommentView[], more: readonly CommentView[]): CommentView[] {
  const ids = new Set(shown.map((comment) => comment.id));
  return [...shown, ...more.filter((comment) => !ids.has(comment.id))];
}

/** The threads with `changed` (the gateway's answer) in place of the comment or reply of the same id. */
export function replaceComment(threads: readonly CommentView[], changed: CommentView): CommentView[] {
  return threads.map((thread) => {
    // A thread's answer from the gateway carries its replies as they are now.
    if (thread.id === changed.id) return changed;
    if (changed.parentId !== thread.id) return thread;
    return { ...thread, replies: thread.replies.map((reply) => (reply.id === changed.id ? changed : reply)) };
  });
}

/** The threads without the comment removed (a thread goes with its replies). */
export function withoutComment(threads: readonly CommentView[], commentId: string): CommentView[] {
  return threads.filter((thread) => thread.id !== commentId).map((thread) => ({ ...thread, replies: thread.replies.filter((reply) => reply.id !== commentId) }));
}

/** The threads with a new comment of the member's: first after the pinned one, whatever the sort, so its author sees it. */
export function withNewComment(threads: readonly CommentView[], added: CommentView): CommentView[] {
  return [...threads.filter((thread) => thread.pinned), added, ...threads.filter((thread) => !thread.pinned)];
}

/** The threads with a new reply at the end of its thread. */
export function withReply(threads: readonly CommentView[], reply: CommentView): CommentView[] {
  return threads.map((thread) => (thread.id === reply.parentId ? { ...thread, replies: [...thread.replies, reply] } : thread));
}

/** The threads after `pinned` was pinned: one pinned comment per video, shown first. */
export function withPinned(threads: readonly CommentView[], pinned: CommentView): CommentView[] {
  const others = threads.filter((thread) => thread.id !== pinned.id).map((thread) => (thread.pinned ? { ...thread, pinned: false } : thread));
  const current = threads.find((thread) => thread.id === pinned.id);
  return [{ ...pinned, replies: current?.replies ?? pinned.replies }, ...others];
}
