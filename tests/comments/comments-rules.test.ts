import { describe, expect, it } from 'vitest';
import { appendPage, draftKey, replaceComment, withoutComment, withPinned, withReply, type CommentView } from '../../src/features/comments/comment-rules.ts';
import { commentView as comment } from '../support/comment-view.ts';

const ids = (threads: readonly CommentView[]) => threads.map((thread) => [thread.id, thread.pinned, thread.replies.map((reply) => reply.id)]);

describe('how the island keeps its threads after each action', () => {
  const threads = [comment('1', { replies: [comment('11', { parentId: '1' })] }), comment('2', { pinned: true }), comment('3')];

  it('loads more without repeating a thread already shown (a new comment, the linked thread)', () => {
    expect(ids(appendPage(threads, [comment('3'), comment('4')]))).toEqual([['1', false, ['11']], ['2', true, []], ['3', false, []], ['4', false, []]]);
  });

  it('replaces a voted comment or reply in place, a thread with the gateway\'s answer (its replies as they are now)', () => {
    const answer = comment('1', { likes: 3, replies: [comment('11', { parentId: '1' }), comment('13', { parentId: '1' })] });
    expect(replaceComment(threads, answer)[0]).toMatchObject({ likes: 3, replies: [{ id: '11' }, { id: '13' }] });
    expect(replaceComment(threads, comment('11', { parentId: '1', myVote: 'like' }))[0]?.replies[0]?.myVote).toBe('like');
  });

  it('removes a thread with its replies, or one reply', () => {
    expect(ids(withoutComment(threads, '1'))).toEqual([['2', true, []], ['3', false, []]]);
    expect(ids(withoutComment(threads, '11'))[0]).toEqual(['1', false, []]);
  });

  it('adds a reply at the end of its thread', () => {
    expect(ids(withReply(threads, comment('12', { parentId: '1' })))[0]).toEqual(['1', false, ['11', '12']]);
  });

  it('shows the pinned comment first and unpins the one before (one per video)', () => {
    expect(ids(withPinned(threads, comment('3', { pinned: true })))).toEqual([['3', true, []], ['1', false, ['11']], ['2', false, []]]);
  });

  it.each([
    [7, null, 'comment-draft:7'],
    [7, '12', 'comment-draft:7:12'],
  ])('keeps the draft of video %s, thread %s, under %s', (videoId, thread, key) => {
    expect(draftKey(videoId, thread)).toBe(key);
  });
});
