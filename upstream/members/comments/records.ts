import type { MemberStore } from '../store.ts';
import type { CommentSort, CommentVote } from './rules.ts';

/**
 * The comments' tables in the member store. A removed comment is kept (hidden) so that a removal can be
 * told apart from an id that never existed in the logs; votes are one row per member and comment, so
 * the primary key itself refuses a second vote. The notifications comments send are kept by
 * upstream/members/notifications.
 */
export const COMMENTS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS comments (
  comment_id INTEGER PRIMARY KEY AUTOINCREMENT,
  video_id INTEGER NOT NULL,
  thread_id INTEGER REFERENCES comments (comment_id),
  author_id TEXT NOT NULL,
  body TEXT NOT NULL,
  duplicate_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  edited_at TEXT,
  pinned_at TEXT,
  removed_at TEXT,
  removed_by TEXT
);
CREATE INDEX IF NOT EXISTS comments_by_thread ON comments (video_id, thread_id, comment_id);
CREATE INDEX IF NOT EXISTS comments_by_author ON comments (author_id, video_id, duplicate_key);
CREATE TABLE IF NOT EXISTS comment_votes (
  comment_id INTEGER NOT NULL REFERENCES comments (comment_id),
  account_id TEXT NOT NULL,
  vote TEXT NOT NULL CHECK (vote IN ('like', 'dislike')),
  voted_at TEXT NOT NULL,
  PRIMARY KEY (comment_id, account_id)
);
`;

/** One stored comment with its vote counts. */
export interface CommentRow {
  commentId: number;
  videoId: number;
  threadId: number | null;
  authorId: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  pinned: boolean;
  removed: boolean;
  likes: number;
  dislikes: number;
}

export interface NewComment {
  videoId: number;
  threadId: number | null;
  authorId: string;
  body: string;
  duplicateKey: string;
}

export interface CommentRecords {
  /** The comment (removed or not), or null for an id never given. */
  get(commentId: number): CommentRow | null;
  /** One page of the video's visible top-level comments: the pinned one first, then by `sort`. */
  page(videoId: number, sort: CommentSort, limit: number, offset: number): CommentRow[];
  /** How many visible top-level comments the video has. */
  countThreads(videoId: number): number;
  /** The visible replies of each thread, oldest first. */
  replies(threadIds: readonly number[]): Map<number, CommentRow[]>;
  /** Whether the author already has a visible comment with this duplicate key in this thread of the video. */
  hasDuplicate(comment: NewComment): boolean;
  add(comment: NewComment, at: Date): number;
  remove(commentId: number, by: string, at: Date): void;
  edit(commentId: number, body: string, duplicateKey: string, at: Date): void;
  /** Pins the comment and unpins any other of its video (one pinned comment per video). */
  pin(commentId: number, videoId: number, at: Date): void;
  unpin(commentId: number): void;
  voteOf(commentId: number, accountId: string): CommentVote | null;
  votesOf(commentIds: readonly number[], accountId: string): Map<number, CommentVote>;
  vote(commentId: number, accountId: string, vote: CommentVote, at: Date): void;
}

interface RawComment {
  comment_id: number;
  video_id: number;
  thread_id: number | null;
  author_id: string;
  body: string;
  created_at: string;
  edited_at: string | null;
  pinned_at: string | null;
  removed_at: string | null;
  likes: number;
  dislikes: number;
}

const WITH_VOTES = `SELECT c.*,
  (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.comment_id AND v.vote = 'like') AS likes,
  (SELECT COUNT(*) FROM comment_votes v WHERE v.comment_id = c.comment_id AND v.vote = 'dislike') AS dislikes
  FROM comments c`;

/** Newest: the latest id first (ids only grow). Top: likes minus dislikes, then newest. Pinned first in both. */
const ORDER: Readonly<Record<CommentSort, string>> = {
  newest: 'ORDER BY (pinned_at IS NULL), comment_id DESC',
  top: 'ORDER BY (pinned_at IS NULL), (likes - dislikes) DESC, comment_id DESC',
};

function rowOf(raw: RawComment): CommentRow {
  return {
    commentId: raw.comment_id,
    videoId: raw.video_id,
    threadId: raw.thread_id,
    authorId: raw.author_id,
    body: raw.body,
    createdAt: raw.created_at,
    editedAt: raw.edited_at,
    pinned: raw.pinned_at !== null,
    removed: raw.removed_at !== null,
    likes: raw.likes,
    dislikes: raw.dislikes,
  };
}

export function commentRecords(store: MemberStore): CommentRecords {
  const { db } = store;
  db.exec(COMMENTS_STORE_SCHEMA);
  const visibleThreads = `${WITH_VOTES} WHERE c.video_id = ? AND c.thread_id IS NULL AND c.removed_at IS NULL`;
  const statements = {
    get: db.prepare(`${WITH_VOTES} WHERE c.comment_id = ?`),
    page: { newest: db.prepare(`${visibleThreads} ${ORDER.newest} LIMIT ? OFFSET ?`), top: db.prepare(`${visibleThreads} ${ORDER.top} LIMIT ? OFFSET ?`) },
    count: db.prepare('SELECT COUNT(*) AS n FROM comments WHERE video_id = ? AND thread_id IS NULL AND removed_at IS NULL'),
    duplicate: db.prepare(
      'SELECT 1 FROM comments WHERE author_id = ? AND video_id = ? AND duplicate_key = ? AND thread_id IS ? AND removed_at IS NULL LIMIT 1',
    ),
    add: db.prepare('INSERT INTO comments (video_id, thread_id, author_id, body, duplicate_key, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    remove: db.prepare('UPDATE comments SET removed_at = ?, removed_by = ?, pinned_at = NULL WHERE comment_id = ?'),
    edit: db.prepare('UPDATE comments SET body = ?, duplicate_key = ?, edited_at = ? WHERE comment_id = ?'),
    unpinVideo: db.prepare('UPDATE comments SET pinned_at = NULL WHERE video_id = ? AND pinned_at IS NOT NULL'),
    pin: db.prepare('UPDATE comments SET pinned_at = ? WHERE comment_id = ?'),
    unpin: db.prepare('UPDATE comments SET pinned_at = NULL WHERE comment_id = ?'),
    voteOf: db.prepare('SELECT vote FROM comment_votes WHERE comment_id = ? AND account_id = ?'),
    vote: db.prepare('INSERT INTO comment_votes (comment_id, account_id, vote, voted_at) VALUES (?, ?, ?, ?)'),
  };
  // An IN list of ids is built per call: each id is a number the store gave, never text from a request.
  const ids = (list: readonly number[]) => list.filter((id) => Number.isInteger(id)).join(',');
  return {
    get(commentId) {
      const raw = statements.get.get(commentId) as RawComment | undefined;
      return raw ? rowOf(raw) : null;
    },
    page: (videoId, sort, limit, offset) => (statements.page[sort].all(videoId, limit, offset) as unknown as RawComment[]).map(rowOf),
    countThreads: (videoId) => (statements.count.get(videoId) as { n: number }).n,
    replies(threadIds) {
      const byThread = new Map<number, CommentRow[]>(threadIds.map((id) => [id, []]));
      if (threadIds.length === 0) return byThread;
      const rows = db.prepare(`${WITH_VOTES} WHERE c.thread_id IN (${ids(threadIds)}) AND c.removed_at IS NULL ORDER BY c.comment_id`).all() as unknown as RawComment[];
      for (const raw of rows) byThread.get(raw.thread_id ?? -1)?.push(rowOf(raw));
      return byThread;
    },
    hasDuplicate: ({ authorId, videoId, duplicateKey, threadId }) => statements.duplicate.get(authorId, videoId, duplicateKey, threadId) !== undefined,
    add: ({ videoId, threadId, authorId, body, duplicateKey }, at) =>
      Number(statements.add.run(videoId, threadId, authorId, body, duplicateKey, at.toISOString()).lastInsertRowid),
    remove(commentId, by, at) {
      statements.remove.run(at.toISOString(), by, commentId);
    },
    edit(commentId, body, duplicateKey, at) {
      statements.edit.run(body, duplicateKey, at.toISOString(), commentId);
    },
    pin(commentId, videoId, at) {
      statements.unpinVideo.run(videoId);
      statements.pin.run(at.toISOString(), commentId);
    },
    unpin(commentId) {
      statements.unpin.run(commentId);
    },
    voteOf(commentId, accountId) {
      const row = statements.voteOf.get(commentId, accountId) as { vote: CommentVote } | undefined;
      return row?.vote ?? null;
    },
    votesOf(commentIds, accountId) {
      if (commentIds.length === 0) return new Map();
      const rows = db.prepare(`SELECT comment_id, vote FROM comment_votes WHERE account_id = ? AND comment_id IN (${ids(commentIds)})`).all(accountId) as {
        comment_id: number;
        vote: CommentVote;
      }[];
      return new Map(rows.map((row) => [row.comment_id, row.vote]));
    },
    vote(commentId, accountId, vote, at) {
      statements.vote.run(commentId, accountId, vote, at.toISOString());
    },
  };
}

/** The comment, if it exists and is not removed (nor in a removed thread); else null. */
export function visibleComment(records: Pick<CommentRecords, 'get'>, commentId: number): CommentRow | null {
  const row = records.get(commentId);
  const thread = row?.threadId != null ? records.get(row.threadId) : row;
  return !row || row.removed || !thread || thread.removed ? null : row;
}
