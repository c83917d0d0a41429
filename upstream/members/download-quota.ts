import { CHANNEL_CATEGORIES } from '../seed/channels.ts';
import type { MemberStore } from './store.ts';

/**
 * The download quota (membership spec sections 3, 6 and 9): a number of downloads per period of N
 * days ("values come from the server"; a weekly limit), with a separate quota for behind-the-scenes,
 * intimates and compilation content. A period starts with the member's first download after the
 * last one ended; a download counts once per distinct video per period, so the same video again
 * (or twenty identical requests at once) costs one. Kept per account, whichever site asks.
 */
export const DOWNLOAD_QUOTA_KINDS = ['regular', 'special'] as const;
export type DownloadQuotaKind = (typeof DOWNLOAD_QUOTA_KINDS)[number];

export const DOWNLOAD_QUOTAS: Readonly<Record<DownloadQuotaKind, { max: number; days: number }>> = {
  regular: { max: 10, days: 7 },
  special: { max: 5, days: 7 },
};

const DAY_MS = 86_400_000;
/** Library videos (no channel) whose id is a multiple of this count as behind-the-scenes content. */
const SPECIAL_LIBRARY_EVERY = 5;

/**
 * Which quota a video's download counts against: the special one for the videos of channels of
 * the three special categories and, since the library has no such column (like the catalogue's free
 * trial and guest flags, catalogue/trial-and-guest-scenes.ts), every fifth library video by id: deterministic, so tests can name one.
 */
export function downloadQuotaKindOf(video: { videoId: number; channelCategory: string | null }): DownloadQuotaKind {
  if (video.channelCategory !== null) return (CHANNEL_CATEGORIES as readonly string[]).includes(video.channelCategory) ? 'special' : 'regular';
  return video.videoId % SPECIAL_LIBRARY_EVERY === 0 ? 'special' : 'regular';
}

export const DOWNLOAD_QUOTA_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS download_periods (
  account_id TEXT NOT NULL,
  quota TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, quota)
);
CREATE TABLE IF NOT EXISTS downloads (
  account_id TEXT NOT NULL,
  quota TEXT NOT NULL,
  period_started_at INTEGER NOT NULL,
  video_id INTEGER NOT NULL,
  downloaded_at INTEGER NOT NULL,
  PRIMARY KEY (account_id, quota, period_started_at, video_id)
);
`;

/** Where a member stands in one quota now. */
export interface QuotaStanding {
  kind: DownloadQuotaKind;
  max: number;
  days: number;
  /** Distinct videos downloaded in the current period (0 when none is open). */
  used: number;
  left: number;
  /** Whole days until the period ends (at least 1), or the period's length when none is open. */
  daysUntilReset: number;
}

export type DownloadOutcome = { ok: true; counted: boolean } | { ok: false; standing: QuotaStanding };

/** The profile's downloadQuotas (membership spec section 3), for the regular quota. */
export interface ProfileDownloadQuotas {
  thresholdReached: boolean;
  downloadsNumber: number;
  downloadQuotaMax: number;
  downloadDaysPeriod: number;
  quotaLeft: number;
  remainingDays: number;
  zeroQuota: boolean;
  site: string;
}

export interface DownloadQuotas {
  standing(accountId: string, kind: DownloadQuotaKind): QuotaStanding;
  /** Counts a download of `videoId` against `kind` unless it is over quota; one store transaction. */
  download(accountId: string, kind: DownloadQuotaKind, videoId: number): DownloadOutcome;
  profile(accountId: string, site: string): ProfileDownloadQuotas;
}

/** The download records of `store`; the tables are created here too, so the profile reads them without the feature. */
export function downloadQuotas(store: MemberStore, now: () => Date = () => new Date()): DownloadQuotas {
  store.db.exec(DOWNLOAD_QUOTA_STORE_SCHEMA);
  const statements = {
    period: store.db.prepare('SELECT started_at FROM download_periods WHERE account_id = ? AND quota = ?'),
    startPeriod: store.db.prepare(
      'INSERT INTO download_periods (account_id, quota, started_at) VALUES (?, ?, ?) ON CONFLICT (account_id, quota) DO UPDATE SET started_at = excluded.started_at',
    ),
    used: store.db.prepare('SELECT COUNT(*) AS total FROM downloads WHERE account_id = ? AND quota = ? AND period_started_at = ?'),
    one: store.db.prepare('SELECT 1 AS found FROM downloads WHERE account_id = ? AND quota = ? AND period_started_at = ? AND video_id = ?'),
    add: store.db.prepare('INSERT INTO downloads (account_id, quota, period_started_at, video_id, downloaded_at) VALUES (?, ?, ?, ?, ?)'),
  };

  /** The start of the member's open period, or null when none is open now. */
  function openPeriod(accountId: string, kind: DownloadQuotaKind, at: number): number | null {
    const row = statements.period.get(accountId, kind) as { started_at: number } | undefined;
    return row && at < row.started_at + DOWNLOAD_QUOTAS[kind].days * DAY_MS ? row.started_at : null;
  }

  function standing(accountId: string, kind: DownloadQuotaKind): QuotaStanding {
    const at = now().getTime();
    const { max, days } = DOWNLOAD_QUOTAS[kind];
    const start = openPeriod(accountId, kind, at);
    const used = start === null ? 0 : (statements.used.get(accountId, kind, start) as { total: number }).total;
    const daysUntilReset = start === null ? days : Math.max(1, Math.ceil((start + days * DAY_MS - at) / DAY_MS));
    return { kind, max, days, used, left: Math.max(0, max - used), daysUntilReset };
  }

  return {
    standing,
    download(accountId, kind, videoId) {
      return store.transaction(() => {
        const at = now().getTime();
        let start = openPeriod(accountId, kind, at);
        if (start !== null && statements.one.get(accountId, kind, start, videoId)) return { ok: true, counted: false };
        const current = standing(accountId, kind);
        if (current.left <= 0) return { ok: false, standing: current };
        if (start === null) {
          start = at;
          statements.startPeriod.run(accountId, kind, start);
        }
        statements.add.run(accountId, kind, start, videoId, at);
        return { ok: true, counted: true };
      });
    },
    profile(accountId, site) {
      const regular = standing(accountId, 'regular');
      return {
        thresholdReached: regular.left === 0,
        downloadsNumber: regular.used,
        downloadQuotaMax: regular.max,
        downloadDaysPeriod: regular.days,
        quotaLeft: regular.left,
        remainingDays: regular.daysUntilReset,
        zeroQuota: regular.max === 0,
        site,
      };
    },
  };
}
