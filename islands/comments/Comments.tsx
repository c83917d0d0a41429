import { useEffect, useMemo, useState } from 'react';
import type { CommentRights } from '../../src/access/comment-rights.ts';
import { commentAnchor } from '../../src/features/comments/anchor.ts';
import {
  appendPage,
  COMMENT_SORT_LABELS,
  COMMENT_SORTS,
  DEFAULT_COMMENT_SORT,
  draftKey,
  replaceComment,
  withoutComment,
  withPinned,
  withReply,
  type CommentPage,
  type CommentSort,
  type CommentView,
} from '../../src/features/comments/comment-rules.ts';
import CommentForm from './CommentForm.tsx';
import CommentItem, { type CommentChanges } from './CommentItem.tsx';
import { sendComments } from './send.ts';
import { withErrorBoundary } from '../error-screen/ErrorBoundary.tsx';
import { useHydrated } from '../shell/hydration/use-hydrated.ts';

export interface CommentsProps {
  videoId: number;
  rights: CommentRights;
  /** The first page as the server loaded it, or the failure message when it could not. */
  initial: { ok: true; page: CommentPage } | { ok: false; message: string };
  /** A deep link's comment: its id, and its thread (null when it is unknown or removed). */
  linked: { commentId: string; thread: CommentView | null } | null;
}

/** The linked thread first (when the page was opened at a comment), then the page's threads. */
function threadsOf(page: CommentPage, linked: CommentsProps['linked']): CommentView[] {
  return linked?.thread ? appendPage([linked.thread], page.comments) : page.comments;
}

/**
 * The comments of a member's video page (membership spec sections 3, 5, 6 and 8): sort by top or
 * newest, load more, add with the draft kept, reply, vote, and pin, unpin or remove where the member's
 * group allows (the gateway enforces every right; offering only these is a convenience). A deep link's
 * comment is shown first, highlighted and focused.
 */
function Comments({ videoId, rights, initial, linked }: CommentsProps) {
  const hydrated = useHydrated();
  const [sort, setSort] = useState<CommentSort>(DEFAULT_COMMENT_SORT);
  const [threads, setThreads] = useState<CommentView[]>(initial.ok ? threadsOf(initial.page, linked) : []);
  const [total, setTotal] = useState(initial.ok ? initial.page.totalCount : 0);
  const [cursor, setCursor] = useState(initial.ok ? initial.page.nextCursor : null);
  const [listMessage, setListMessage] = useState(initial.ok ? '' : initial.message);
  const [loading, setLoading] = useState(false);
  const highlightedId = linked?.thread ? linked.commentId : null;

  useEffect(() => {
    // The deep link's comment takes the focus, so the page opens at it and a screen reader reads it.
    const anchor = highlightedId ? commentAnchor(highlightedId) : null;
    const element = anchor ? document.getElementById(anchor) : null;
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [highlightedId]);

  async function load(nextSort: CommentSort, after: string | null) {
    setLoading(true);
    setListMessage('');
    const answer = await sendComments.list(videoId, nextSort, after);
    setLoading(false);
    if (!answer.ok) {
      setListMessage(answer.message);
      return;
    }
    setThreads((shown) => (after === null ? answer.data.comments : appendPage(shown, answer.data.comments)));
    setTotal(answer.data.totalCount);
    setCursor(answer.data.nextCursor);
  }

  const on: CommentChanges = useMemo(
    () => ({
      changed: (comment) => setThreads((shown) => replaceComment(shown, comment)),
      replied: (reply) => setThreads((shown) => withReply(shown, reply)),
      pinned: (comment) => setThreads((shown) => withPinned(shown, comment)),
      removed: (commentId, topLevel) => {
        setThreads((shown) => withoutComment(shown, commentId));
        if (topLevel) setTotal((count) => Math.max(0, count - 1));
      },
    }),
    [],
  );

  return (
    <div className="grid gap-4" data-comments aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="m-0 text-muted" data-comment-count>{total === 1 ? '1 comment' : `${total} comments`}</p>
        <label className="flex items-center gap-2 text-sm">
          Sort by
          <select
            className="rounded-md border border-muted bg-page p-1 text-ink focus-ring"
            value={sort}
            disabled={!hydrated || loading}
            onChange={(event) => {
              const next = event.target.value as CommentSort;
              setSort(next);
              void load(next, null);
            }}
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
          onSubmit={async (body) => {
            const answer = await sendComments.add(videoId, body);
            if (answer.ok) {
              // A new comment shows first after the pinned one, whatever the sort, so its author sees it.
              setThreads((shown) => {
                const pinned = shown.filter((thread) => thread.pinned);
                return [...pinned, answer.data, ...shown.filter((thread) => !thread.pinned)];
              });
              setTotal((count) => count + 1);
            }
            return answer;
          }}
        />
      )}
      {linked && !linked.thread && <p className="m-0" role="status" data-comment-missing>That comment does not exist or was removed.</p>}
      <p role="alert" className="m-0 empty:hidden" data-comments-message>{listMessage}</p>
      {!initial.ok && threads.length === 0 && (
        <button type="button" className="btn justify-self-start" disabled={!hydrated || loading} onClick={() => void load(sort, null)}>Try again</button>
      )}
      {initial.ok && threads.length === 0 && !listMessage && <p className="m-0 text-muted">No comments yet.</p>}
      {threads.length > 0 && (
        <ul className="m-0 grid list-none gap-3 p-0" aria-label="Comments">
          {threads.map((comment) => (
            <CommentItem key={comment.id} comment={comment} rights={rights} hydrated={hydrated} highlightedId={highlightedId} on={on} />
          ))}
        </ul>
      )}
      {cursor !== null && (
        <button type="button" className="btn justify-self-start" disabled={!hydrated || loading} onClick={() => void load(sort, cursor)} data-comments-more>
          Load more comments
        </button>
      )}
    </div>
  );
}

// A crash inside shows the error screen over the page instead of leaving a dead island (issue 11).
export default withErrorBoundary(Comments);
