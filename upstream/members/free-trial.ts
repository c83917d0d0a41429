import type { MemberStore } from './store.ts';

/**
 * The free limited trial's full videos (membership spec sections 1 and 9: "Free limited trial: 3
 * full videos"), counted per member by distinct video in the member store: the same video again
 * plays without counting, a fourth distinct one is refused.
 */
export const FREE_LIMITED_TRIAL_VIDEOS = 3;

export const FREE_TRIAL_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS free_trial_videos (
  account_id TEXT NOT NULL,
  video_id INTEGER NOT NULL,
  first_played_at TEXT NOT NULL,
  PRIMARY KEY (account_id, video_id)
);
`;

export interface FreeTrialVideos {
  /** The videos the member's trial has played, in the order first played. */
  played(accountId: string): number[];
  /**
   * Counts `videoId` against the trial (once per distinct video) and says whether it may play: true
   * for a video already counted or while fewer than FREE_LIMITED_TRIAL_VIDEOS are; false after.
   * Runs in one store transaction, so twenty requests at once count it once.
   */
  play(accountId: string, videoId: number, at: Date): boolean;
}

/** The free trial records of `store`; the table is created here too, so the records read without the feature. */
export function freeTrialVideos(store: MemberStore): FreeTrialVideos {
  store.db.exec(FREE_TRIAL_STORE_SCHEMA);
  const statements = {
    played: store.db.prepare('SELECT video_id FROM free_trial_videos WHERE account_id = ? ORDER BY first_played_at, rowid'),
    one: store.db.prepare('SELECT 1 AS found FROM free_trial_videos WHERE account_id = ? AND video_id = ?'),
    count: store.db.prepare('SELECT COUNT(*) AS total FROM free_trial_videos WHERE account_id = ?'),
    add: store.db.prepare('INSERT INTO free_trial_videos (account_id, video_id, first_played_at) VALUES (?, ?, ?)'),
  };
  return {
    played: (accountId) => (statements.played.all(accountId) as { video_id: number }[]).map((row) => row.video_id),
    play(accountId, videoId, at) {
      return store.transaction(() => {
        if (statements.one.get(accountId, videoId)) return true;
        if ((statements.count.get(accountId) as { total: number }).total >= FREE_LIMITED_TRIAL_VIDEOS) return false;
        statements.add.run(accountId, videoId, at.toISOString());
        return true;
      });
    },
  };
}
