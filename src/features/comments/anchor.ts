/** A comment id as it may appear in a URL fragment: letters, digits, `-` and `_` only. */
const COMMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The fragment id of a comment on its video page, `comment-<id>`; null for an id that is not one. */
export function commentAnchor(commentId: string): string | null {
  return COMMENT_ID.test(commentId) ? `comment-${commentId}` : null;
}
