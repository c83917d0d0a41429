import type { MemberStore } from './store.ts';

/**
 * Pay-per-video unlocks (membership spec sections 4, 6 and 7): which videos a member unlocked and
 * what their credits did, kept in the member store. Credits are a ledger: a demo account's starting
 * credits plus every change recorded here, so a spent credit is a row, written in the same
 * transaction as the unlock it paid for.
 */
export const UNLOCK_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS video_unlocks (
  account_id TEXT NOT NULL,
  video_id INTEGER NOT NULL,
  unlocked_at TEXT NOT NULL,
  PRIMARY KEY (account_id, video_id)
);
CREATE TABLE IF NOT EXISTS pay_per_video_credit_changes (
  change_id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  change INTEGER NOT NULL,
  reason TEXT NOT NULL,
  video_id INTEGER,
  changed_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS pay_per_video_credit_changes_by_account ON pay_per_video_credit_changes (account_id);
`;

/** What one pay-per-video unlock costs (membership spec section 6: "pay-per-video unlock"). */
export const UNLOCK_COST = 1;

export interface VideoUnlocks {
  /** The videos the member unlocked, oldest first, as the profile lists them (ids as strings). */
  unlockedVideoIds(accountId: string): string[];
  isUnlocked(accountId: string, videoId: number): boolean;
  /** The sum of the member's recorded credit changes (negative once credits are spent). */
  creditChange(accountId: string): number;
  /**
   * Records the unlock of `videoId` and, when `cost` > 0, the credits it spent. Call it inside
   * `store.transaction`, after checking the member may (see `unlockRefusal`).
   */
  record(accountId: string, videoId: number, cost: number, at: Date): void;
}

/** The unlock records of `store`; their tables are created here too, so the profile can read them without the feature. */
export function videoUnlocks(store: MemberStore): VideoUnlocks {
  store.db.exec(UNLOCK_STORE_SCHEMA);
  const statements = {
    ids: store.db.prepare('SELECT video_id FROM video_unlocks WHERE account_id = ? ORDER BY unlocked_at, video_id'),
    one: store.db.prepare('SELECT 1 AS found FROM video_unlocks WHERE account_id = ? AND video_id = ?'),
    change: store.db.prepare('SELECT COALESCE(SUM(change), 0) AS total FROM pay_per_video_credit_changes WHERE account_id = ?'),
    unlock: store.db.prepare('INSERT INTO video_unlocks (account_id, video_id, unlocked_at) VALUES (?, ?, ?)'),
    spend: store.db.prepare(
      "INSERT INTO pay_per_video_credit_changes (account_id, change, reason, video_id, changed_at) VALUES (?, ?, 'unlock', ?, ?)",
    ),
  };
  return {
    unlockedVideoIds: (accountId) => (statements.ids.all(accountId) as { video_id: number }[]).map((row) => String(row.video_id)),
    isUnlocked: (accountId, videoId) => statements.one.get(accountId, videoId) !== undefined,
    creditChange: (accountId) => (statements.change.get(accountId) as { total: number }).total,
    record(accountId, videoId, cost, at) {
      const when = at.toISOString();
      store.transaction(() => {
        statements.unlock.run(accountId, videoId, when);
        if (cost > 0) statements.spend.run(accountId, -cost, videoId, when);
      });
    },
  };
}

/** Why an unlock is refused: the `reason` of the FORBIDDEN error. */
export const UNLOCK_REFUSALS = {
  NOT_A_TRIAL: 'Only trial members unlock videos with pay-per-video credits.',
  INACTIVE: 'Your trial is not active.',
  FREE_LIMITED_TRIAL: 'The free limited trial does not unlock videos with credits.',
  THIRD_PARTY_CHANNEL: 'Videos of partner channels cannot be unlocked with credits.',
  CHANNEL_PACK: 'This video belongs to a channel pack you have not unlocked: unlock the pack with gems.',
  FREE_VIDEO: 'This video is free: it needs no unlock.',
  PREMIUM_PLUS: 'The premium-plus brand is not sold by the video: its trial plays its videos.',
  OTHER_BRAND: "A trial's credits unlock the videos of the brand it was bought on.",
  NO_CREDITS: 'You have no pay-per-video credits left.',
} as const;
export type UnlockRefusal = keyof typeof UNLOCK_REFUSALS;

/** The member's side of an unlock: their subscription, with the credits they have left. */
export interface UnlockSubscription {
  subscriptionType: string;
  isActive: boolean;
  isFreeLimitedTrial: boolean;
  payPerVideoCredits: number;
  /** The sites (upper-case codes) the member is a trial of: the brand the trial was bought on. */
  trialSites: readonly string[];
}

/** The video's side: the catalogue's facts. */
export interface UnlockVideo {
  /** Upper-case site code of the video's brand. */
  site: string;
  freeVideo: boolean;
  channelPackId: number | null;
  isThirdPartyChannel: boolean;
  /** The premium-plus brand's video: not sold by the video (section 6, "Trial (not the premium-plus brand)"). */
  premiumPlus: boolean;
}

/**
 * Membership spec section 6: pay-per-video unlock is for "a trial with credits (non-third-party, not
 * free trial)". A video of a channel pack the member has not unlocked stays locked whatever a credit
 * does (the pack is unlocked with gems), and a free video needs nothing. A trial is a trial of one
 * brand: its credits unlock that brand's videos, on its own site or through the combined tenant, and
 * no other brand's (the brands sell themselves; a trial of one is no sample of all). Null: the
 * unlock may go ahead.
 */
export function unlockRefusal(subscription: UnlockSubscription, video: UnlockVideo, unlockedChannelPackIds: readonly string[]): UnlockRefusal | null {
  if (subscription.subscriptionType !== 'trial') return 'NOT_A_TRIAL';
  if (subscription.isFreeLimitedTrial) return 'FREE_LIMITED_TRIAL';
  if (!subscription.isActive) return 'INACTIVE';
  if (video.premiumPlus) return 'PREMIUM_PLUS';
  if (!subscription.trialSites.includes(video.site.toUpperCase())) return 'OTHER_BRAND';
  if (video.isThirdPartyChannel) return 'THIRD_PARTY_CHANNEL';
  if (video.channelPackId !== null && !unlockedChannelPackIds.includes(String(video.channelPackId))) return 'CHANNEL_PACK';
  if (video.freeVideo) return 'FREE_VIDEO';
  if (subscription.payPerVideoCredits < UNLOCK_COST) return 'NO_CREDITS';
  return null;
}
