import { computed, map, task, type MapStore, type ReadableAtom } from 'nanostores';
import {
  appendPage,
  DEFAULT_COMMENT_SORT,
  replaceComment,
  withNewComment,
  withoutComment,
  withPinned,
  withReply,
  type CommentPage,
  type CommentSort,
  type CommentView,
} from '../../src/features/comments/comment-rules.ts';
import { sendComments, type Sent } from './send.ts';

/** The first page as the server loaded it, or the failure message when it could not. */
export type InitialComments = { ok: true; page: CommentPage } | { ok: false; message: string };
/** A deep link's comment: its id, and its thread (null when it is unknown or removed). */
export type LinkedComment = { commentId: string; thread: CommentView | null } | null;

export interface CommentsState {
  sort: CommentSort;
  threads: readonly CommentView[];
  /** How many threads the video has, as the gateway last counted them. */
  total: number;
  /** Where the next page starts; null when every thread is shown. */
  cursor: string | null;
  /** Why the list could not be loaded; empty when it could. */
  message: string;
  loading: boolean;
}

/** What the list shows around its threads, derived from its state. */
export interface CommentsView {
  countText: string;
  /** The first page failed and nothing is shown: the member may try again. */
  retry: boolean;
  /** The video has no comment yet. */
  empty: boolean;
  /** More threads to load. */
  more: boolean;
}

/** What a comment's own controls tell the list: it changed, was replied to, pinned or removed. */
export interface CommentChanges {
  changed: (comment: CommentView) => void;
  replied: (reply: CommentView) => void;
  /** `topLevel`: a whole thread went (the count of comments counts threads). */
  removed: (commentId: string, topLevel: boolean) => void;
  pinned: (comment: CommentView) => void;
}

export interface CommentsStore {
  $comments: MapStore<CommentsState>;
  $view: ReadableAtom<CommentsView>;
  /** Sorts the list anew, from its first page. */
  sortBy: (sort: CommentSort) => Promise<void>;
  /** The next page, after those shown. */
  loadMore: () => Promise<void>;
  /** The first page again, after it failed. */
  retry: () => Promise<void>;
  /** Posts a new comment; shown first after the pinned one, whatever the sort, so its author sees it. */
  add: (body: string) => Promise<Sent<CommentView>>;
  on: CommentChanges;
}

/** The linked thread first (when the page was opened at a comment), then the page's threads. */
function threadsOf(page: CommentPage, linked: LinkedComment): CommentView[] {
  return linked?.thread ? appendPage([linked.thread], page.comments) : page.comments;
}

/**
 * The comments of one video page (membership spec sections 3, 5, 6 and 8): the threads shown, their
 * count, the sort, the next page and the list's failure. One store per mounted list, seeded with the
 * page the server rendered, so the server's HTML and the hydrated island agree.
 */
export function createCommentsStore(
  { videoId, initial, linked }: { videoId: number; initial: InitialComments; linked: LinkedComment },
  send: Pick<typeof sendComments, 'list' | 'add'> = sendComments,
): CommentsStore {
  const $comments = map<CommentsState>({
    sort: DEFAULT_COMMENT_SORT,
    threads: initial.ok ? threadsOf(initial.page, linked) : [],
    total: initial.ok ? initial.page.totalCount : 0,
    cursor: initial.ok ? initial.page.nextCursor : null,
    message: initial.ok ? '' : initial.message,
    loading: false,
  });

  const $view = computed($comments, ({ threads, total, cursor, message }) => ({
    countText: total === 1 ? '1 comment' : `${total} comments`,
    retry: !initial.ok && threads.length === 0,
    empty: initial.ok && threads.length === 0 && message === '',
    more: cursor !== null,
  }));

  const threadsChange = (change: (threads: readonly CommentView[]) => readonly CommentView[]) => $comments.setKey('threads', change($comments.get().threads));

  /** One page of `sort` after `after` (null: the first page, which replaces the list). */
  const load = (sort: CommentSort, after: string | null): Promise<void> =>
    task(async () => {
      $comments.set({ ...$comments.get(), sort, loading: true, message: '' });
      const answer = await send.list(videoId, sort, after);
      if (!answer.ok) {
        $comments.set({ ...$comments.get(), loading: false, message: answer.message });
        return;
      }
      const { threads } = $comments.get();
      $comments.set({
        ...$comments.get(),
        loading: false,
        threads: after === null ? answer.data.comments : appendPage(threads, answer.data.comments),
        total: answer.data.totalCount,
        cursor: answer.data.nextCursor,
      });
    });

  return {
    $comments,
    $view,
    sortBy: (sort) => load(sort, null),
    loadMore: () => load($comments.get().sort, $comments.get().cursor),
    retry: () => load($comments.get().sort, null),
    add: (body) =>
      task(async () => {
        const answer = await send.add(videoId, body);
        if (answer.ok) $comments.set({ ...$comments.get(), threads: withNewComment($comments.get().threads, answer.data), total: $comments.get().total + 1 });
        return answer;
      }),
    on: {
      changed: (comment) => threadsChange((threads) => replaceComment(threads, comment)),
      replied: (reply) => threadsChange((threads) => withReply(threads, reply)),
      pinned: (comment) => threadsChange((threads) => withPinned(threads, comment)),
      removed: (commentId, topLevel) => {
        const { threads, total } = $comments.get();
        $comments.set({ ...$comments.get(), threads: withoutComment(threads, commentId), total: topLevel ? Math.max(0, total - 1) : total });
      },
    },
  };
}
