import type { CommentView } from '../../src/features/comments/comment-rules.ts';

/** A comment of video 7 by the demo member, with `over` changed: the threads the comments' tests play with. */
export const commentView = (id: string, over: Partial<CommentView> = {}): CommentView => ({
  id,
  videoId: 7,
  parentId: null,
  body: `comment ${id}`,
  createdAt: '2026-11-23T08:00:00.000Z',
  editedAt: null,
  pinned: false,
  likes: 0,
  dislikes: 0,
  myVote: null,
  author: { id: 'demo-member', displayName: 'Member', badges: [], roles: [] },
  replies: [],
  ...over,
});
