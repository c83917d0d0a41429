import type { MemberStore } from '../store.ts';

/**
 * The member's notifications in the member store: one table for every type, newest first by id, and
 * one read mark per member (every notification up to that id is read). A scene's release notifies a
 * member once (a partial unique index). A store written before scene releases kept its comment
 * notifications in `member_notifications`: they move here, ids and read marks unchanged, the first
 * time the store is opened.
 */
export const NOTIFICATION_TYPES = { reply: 'repliedOnComment', like: 'likedComment', sceneReleased: 'sceneReleased' } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];

export const NOTIFICATIONS_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS notifications (
  notification_id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id TEXT NOT NULL,
  type TEXT NOT NULL,
  video_id INTEGER NOT NULL,
  comment_id INTEGER,
  replied_to_comment_id INTEGER,
  actor_id TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notifications_by_account ON notifications (account_id, notification_id DESC);
CREATE UNIQUE INDEX IF NOT EXISTS notifications_scene_released_once ON notifications (account_id, video_id) WHERE type = 'sceneReleased';
CREATE TABLE IF NOT EXISTS member_notifications_read (
  account_id TEXT PRIMARY KEY,
  read_through INTEGER NOT NULL
);
`;

export interface NotificationRow {
  notificationId: number;
  type: string;
  videoId: number;
  /** The reply, or the comment liked. */
  commentId: number | null;
  /** The member's own comment a reply answers. */
  repliedToCommentId: number | null;
  actorId: string | null;
  createdAt: string;
  read: boolean;
}

export interface CommentNotice {
  accountId: string;
  type: typeof NOTIFICATION_TYPES.reply | typeof NOTIFICATION_TYPES.like;
  videoId: number;
  commentId: number;
  repliedToCommentId: number | null;
  actorId: string;
}

export interface NotificationRecords {
  /** Notifies the author of a comment of a reply to it or a like of it. Call it inside the change's transaction. */
  notifyComment(notice: CommentNotice, at: Date): void;
  /** Notifies each member of a scene released; a member already notified of it is skipped. Answers how many were notified. */
  notifySceneReleased(accountIds: readonly string[], videoId: number, at: Date): number;
  list(accountId: string, limit: number): NotificationRow[];
  unread(accountId: string): number;
  /** Marks every notification of the member up to `throughId` read (a mark never moves back). */
  markRead(accountId: string, throughId: number): void;
}

function moveLegacyComments(store: MemberStore): void {
  const legacy = store.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'member_notifications'").get();
  if (!legacy) return;
  store.transaction(() => {
    store.db.exec(`INSERT INTO notifications (notification_id, account_id, type, video_id, comment_id, actor_id, created_at)
      SELECT notification_id, account_id, type, video_id, comment_id, actor_id, created_at FROM member_notifications;
      DROP TABLE member_notifications;`);
  });
}

export function notificationRecords(store: MemberStore): NotificationRecords {
  const { db } = store;
  db.exec(NOTIFICATIONS_STORE_SCHEMA);
  moveLegacyComments(store);
  const statements = {
    comment: db.prepare(
      'INSERT INTO notifications (account_id, type, video_id, comment_id, replied_to_comment_id, actor_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    scene: db.prepare(`INSERT OR IGNORE INTO notifications (account_id, type, video_id, created_at) VALUES (?, '${NOTIFICATION_TYPES.sceneReleased}', ?, ?)`),
    list: db.prepare(
      `SELECT n.*, n.notification_id <= COALESCE(r.read_through, 0) AS read
       FROM notifications n LEFT JOIN member_notifications_read r ON r.account_id = n.account_id
       WHERE n.account_id = ? ORDER BY n.notification_id DESC LIMIT ?`,
    ),
    unread: db.prepare(
      `SELECT COUNT(*) AS n FROM notifications
       WHERE account_id = ? AND notification_id > COALESCE((SELECT read_through FROM member_notifications_read WHERE account_id = ?), 0)`,
    ),
    markRead: db.prepare(
      `INSERT INTO member_notifications_read (account_id, read_through) VALUES (?, ?)
       ON CONFLICT (account_id) DO UPDATE SET read_through = MAX(read_through, excluded.read_through)`,
    ),
  };
  return {
    notifyComment({ accountId, type, videoId, commentId, repliedToCommentId, actorId }, at) {
      statements.comment.run(accountId, type, videoId, commentId, repliedToCommentId, actorId, at.toISOString());
    },
    notifySceneReleased(accountIds, videoId, at) {
      let notified = 0;
      for (const accountId of accountIds) notified += Number(statements.scene.run(accountId, videoId, at.toISOString()).changes);
      return notified;
    },
    list: (accountId, limit) =>
      (
        statements.list.all(accountId, limit) as {
          notification_id: number;
          type: string;
          video_id: number;
          comment_id: number | null;
          replied_to_comment_id: number | null;
          actor_id: string | null;
          created_at: string;
          read: number;
        }[]
      ).map((row) => ({
        notificationId: row.notification_id,
        type: row.type,
        videoId: row.video_id,
        commentId: row.comment_id,
        repliedToCommentId: row.replied_to_comment_id,
        actorId: row.actor_id,
        createdAt: row.created_at,
        read: row.read === 1,
      })),
    unread: (accountId) => (statements.unread.get(accountId, accountId) as { n: number }).n,
    markRead(accountId, throughId) {
      statements.markRead.run(accountId, throughId);
    },
  };
}
