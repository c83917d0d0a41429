import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { CommentRights } from '../../src/access/comment-rights.ts';
import { commentAnchor } from '../../src/features/comments/anchor.ts';
import { COMMENT_SORT_LABELS, COMMENT_SORTS, draftKey, type CommentSort } from '../../src/features/comments/comment-rules.ts';
import CommentForm from './CommentForm.tsx';
import CommentItem from './CommentItem.tsx';
import { createCommentsStore, type InitialComments, type LinkedComment } from './store.ts';
import { withErrorBoundary } from '../shell/error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface CommentsProps {
  videoId: number;
  /** The tenant's locale: the comments' dates are written in it. */
  locale: string;
  rights: CommentRights;
  /** The first page as the server loaded it, or the failure message when it could not. */
  initial: InitialComments;
  /** A deep link's comment: its id, and its thread (null when it is unknown or removed). */
  linked: LinkedComment;
}

/**
 * The comments of a member's video page (membership spec sections 3, 5, 6 and 8): sort by top or
 * newest, load more, add with the draft kept, reply, vote, and pin, unpin or remove where the member's
 * group allows (the gateway enforces every right; offering only these is a convenience). A deep link's
 * comment is shown first, highlighted and focused. The list's state and what it shows are its store's
 * (store.ts); this renders them.
 */
function Comments({ videoId, locale, rights, initial, linked }: CommentsProps) {
  const hydrated = useHydrated();
  const [store] = useState(() => createCommentsStore({ videoId, initial, linked }));
  const { sort, threads, message, loading } = useStore(store.$comments);
  const view = useStore(store.$view);
  const highlightedId = linked?.thread ? linked.commentId : null;

  useEffect(() => {
    // The deep link's comment takes the focus, so the page opens at it and a screen reader reads it.
    const anchor = highlightedId ? commentAnchor(highlightedId) : null;
    const element = anchor ? document.getElementById(anchor) : null;
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [highlightedId]);

  return (
    <div className="grid gap-4" data-comments aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 text-muted" data-comment-count>{view.countText}</p>
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select
            className="rounded-md border border-muted bg-page p-1 text-ink focus-ring"
            value={sort}
            disabled={!hydrated || loading}
            onChange={(event) => void store.sortBy(event.target.value as CommentSort)}
            data-comment-sort
          >
            {COMMENT_SORTS.map((value) => <option key={value} value={value}>{COMMENT_SORT_LABELS[value]}</option>)}
          </select>
        </label>
      </div>
      {rights.write && (
        <CommentForm
          label="Add a comment"
          submitLabel="Post comment"
          draftKey={draftKey(videoId, null)}
          disabled={!hydrated}
          onSubmit={store.add}
        />
      )}
      {linked && !linked.thread && <p className="m-0" role="status" data-comment-missing>That comment does not exist or was removed.</p>}
      <p role="alert" className="m-0 empty:hidden" data-comments-message>{message}</p>
      {view.retry && (
        <button type="button" className="btn justify-self-start" disabled={!hydrated || loading} onClick={() => void store.retry()}>Try again</button>
      )}
      {view.empty && <p className="m-0 text-muted">No comments yet.</p>}
      {threads.length > 0 && (
        <ul className="m-0 grid list-none gap-3 p-0" aria-label="Comments">
          {threads.map((comment) => (
            <CommentItem key={comment.id} comment={comment} locale={locale} rights={rights} hydrated={hydrated} highlightedId={highlightedId} on={store.on} />
          ))}
        </ul>
      )}
      {view.more && (
        <button type="button" className="btn justify-self-start" disabled={!hydrated || loading} onClick={() => void store.loadMore()} data-comments-more>
          Load more comments
        </button>
      )}
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (browsing spec section 2).
export default withErrorBoundary(Comments);
