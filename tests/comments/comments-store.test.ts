import { allTasks, cleanStores } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CommentPage, CommentView } from '../../src/features/comments/comment-rules.ts';
import type { sendComments, Sent } from '../../islands/comments/send.ts';
import type { InitialComments, LinkedComment } from '../../islands/comments/store.ts';
import { commentView as comment } from '../support/comment-view.ts';

// The Actions client is Astro's (astro:actions), which only an Astro build resolves: each test hands the store its own calls.
vi.mock('../../islands/comments/send.ts', () => ({ sendComments: {} }));
const { createCommentsStore } = await import('../../islands/comments/store.ts');
type CommentsStore = ReturnType<typeof createCommentsStore>;
type Calls = Pick<typeof sendComments, 'list' | 'add'>;

const page = (comments: CommentView[], totalCount: number, nextCursor: string | null = null): CommentPage => ({ comments, totalCount, nextCursor });
const ok = <T>(data: T): Sent<T> => ({ ok: true, data });
const ids = (store: CommentsStore) => store.$comments.get().threads.map((thread) => thread.id);

let stores: CommentsStore[] = [];
afterEach(() => {
  for (const store of stores) cleanStores(store.$comments, store.$view);
  stores = [];
});

function storeOf(initial: InitialComments, calls: Partial<Calls> = {}, linked: LinkedComment = null) {
  const list = vi.fn<Calls['list']>(calls.list ?? (async () => ok(page([], 0))));
  const add = vi.fn<Calls['add']>(calls.add ?? (async (_videoId, body) => ok(comment('new', { body }))));
  const store = createCommentsStore({ videoId: 7, initial, linked }, { list, add });
  stores.push(store);
  return { store, list };
}

describe('the comments list of a video page (membership spec sections 3, 5 and 8)', () => {
  it.each<[string, InitialComments, { countText: string; retry: boolean; empty: boolean; more: boolean }]>([
    ['a page with more to load', { ok: true, page: page([comment('1')], 12, 'c1') }, { countText: '12 comments', retry: false, empty: false, more: true }],
    ['one comment', { ok: true, page: page([comment('1')], 1) }, { countText: '1 comment', retry: false, empty: false, more: false }],
    ['no comment yet', { ok: true, page: page([], 0) }, { countText: '0 comments', retry: false, empty: true, more: false }],
    ['a first page that failed', { ok: false, message: 'Failed to load comments' }, { countText: '0 comments', retry: true, empty: false, more: false }],
  ])('shows around its threads what the server rendered: %s', (_case, initial, view) => {
    const { store } = storeOf(initial);
    expect(store.$view.get()).toEqual(view);
  });

  it("opens at a deep link's thread, then the page's threads without it again", () => {
    const { store } = storeOf({ ok: true, page: page([comment('1'), comment('9')], 2) }, {}, { commentId: '9', thread: comment('9') });
    expect(ids(store)).toEqual(['9', '1']);
  });

  it('sorts anew from the first page, busy while it loads', async () => {
    const { store, list } = storeOf({ ok: true, page: page([comment('1')], 3, 'c1') }, { list: vi.fn(async () => ok(page([comment('3'), comment('2')], 3))) });
    const sorting = store.sortBy('newest');
    expect(store.$comments.get()).toMatchObject({ sort: 'newest', loading: true });
    await sorting;
    expect(list).toHaveBeenCalledWith(7, 'newest', null);
    expect(store.$comments.get()).toMatchObject({ loading: false, total: 3, cursor: null });
    expect(ids(store)).toEqual(['3', '2']);
    expect(store.$view.get().more).toBe(false);
  });

  it('loads the next page after the cursor in the same sort, without repeating a thread shown', async () => {
    const { store, list } = storeOf({ ok: true, page: page([comment('1'), comment('2')], 4, 'c2') }, { list: vi.fn(async () => ok(page([comment('2'), comment('3')], 4, 'c3'))) });
    void store.loadMore();
    await allTasks();
    expect(list).toHaveBeenCalledWith(7, 'top', 'c2');
    expect(ids(store)).toEqual(['1', '2', '3']);
    expect(store.$comments.get().cursor).toBe('c3');
  });

  it('says why a page failed, and loads the first page again when asked', async () => {
    const answers: Sent<CommentPage>[] = [{ ok: false, message: 'Failed to load comments' }, ok(page([comment('1')], 1))];
    const { store } = storeOf({ ok: false, message: 'Failed to load comments' }, { list: async () => answers.shift() ?? ok(page([], 0)) });
    void store.retry();
    await allTasks();
    expect(store.$comments.get()).toMatchObject({ message: 'Failed to load comments', loading: false, threads: [] });
    expect(store.$view.get().retry).toBe(true);
    void store.retry();
    await allTasks();
    expect(store.$comments.get()).toMatchObject({ message: '', total: 1 });
    expect(store.$view.get()).toMatchObject({ retry: false, empty: false });
  });

  it('shows a new comment first after the pinned one, whatever the sort, and counts it', async () => {
    const { store } = storeOf({ ok: true, page: page([comment('1', { pinned: true }), comment('2')], 2) });
    const answer = await store.add('Hello');
    expect(answer).toEqual(ok(comment('new', { body: 'Hello' })));
    expect(ids(store)).toEqual(['1', 'new', '2']);
    expect(store.$view.get().countText).toBe('3 comments');
  });

  it('leaves the list as it was when a new comment is refused, and hands the refusal to the form', async () => {
    const { store } = storeOf({ ok: true, page: page([comment('1')], 1) }, { add: vi.fn(async () => ({ ok: false as const, message: 'Duplicate comment' })) });
    expect(await store.add('Hello')).toEqual({ ok: false, message: 'Duplicate comment' });
    expect(ids(store)).toEqual(['1']);
    expect(store.$comments.get().total).toBe(1);
  });

  it("follows each comment's own changes: a vote, a reply, a pin, and a removal (a thread counts, a reply does not)", () => {
    const { store } = storeOf({ ok: true, page: page([comment('1'), comment('2', { pinned: true }), comment('3')], 3) });
    store.on.changed(comment('1', { likes: 4 }));
    expect(store.$comments.get().threads[0]?.likes).toBe(4);
    store.on.replied(comment('11', { parentId: '1' }));
    expect(store.$comments.get().threads[0]?.replies.map((reply) => reply.id)).toEqual(['11']);
    store.on.pinned(comment('3', { pinned: true }));
    expect(store.$comments.get().threads.map((thread) => [thread.id, thread.pinned])).toEqual([['3', true], ['1', false], ['2', false]]);
    store.on.removed('11', false);
    expect(store.$comments.get()).toMatchObject({ total: 3 });
    store.on.removed('1', true);
    expect(ids(store)).toEqual(['3', '2']);
    expect(store.$view.get().countText).toBe('2 comments');
  });
});
