import type { MemberStore } from '../store.ts';
import { TRANSACTION_REASONS, type EarningSubscription, type GemWallet } from './wallet.ts';

/**
 * Channel packs unlocked with gems (membership spec sections 4, 6 and 9): the record of which packs
 * each member unlocked, which the profile's unlockedChannelPackIds reads, and the unlock itself.
 */
export const CHANNEL_PACK_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS channel_pack_unlocks (
  account_id TEXT NOT NULL,
  channel_pack_id INTEGER NOT NULL,
  unlocked_at TEXT NOT NULL,
  PRIMARY KEY (account_id, channel_pack_id)
);
`;

/** Membership spec section 9: "each channel pack costs 10 gems". */
export const CHANNEL_PACK_PRICE = 10;

export interface ChannelPackUnlocks {
  /** The packs the member unlocked, oldest first (ids as strings, as the profile lists them). */
  unlockedPackIds(accountId: string): string[];
  /** Records the unlock; call inside `store.transaction`, with the debit that paid for it. */
  record(accountId: string, channelPackId: number, when: Date): void;
}

/** The unlock records of `store`; their table is created here too, so the profile can read them without the feature. */
export function channelPackUnlocks(store: MemberStore): ChannelPackUnlocks {
  store.db.exec(CHANNEL_PACK_STORE_SCHEMA);
  const ids = store.db.prepare('SELECT channel_pack_id FROM channel_pack_unlocks WHERE account_id = ? ORDER BY unlocked_at, channel_pack_id');
  const insert = store.db.prepare('INSERT INTO channel_pack_unlocks (account_id, channel_pack_id, unlocked_at) VALUES (?, ?, ?)');
  return {
    unlockedPackIds: (accountId) => (ids.all(accountId) as { channel_pack_id: number }[]).map((row) => String(row.channel_pack_id)),
    record: (accountId, channelPackId, when) => void insert.run(accountId, channelPackId, when.toISOString()),
  };
}

/** Membership spec section 4: the pack unlock's outcomes the upstream answers (any other failure is an error). */
export type PackUnlockOutcome = 'UNLOCKED' | 'ALREADY_UNLOCKED' | 'INSUFFICIENT_FUNDS';

export interface PackUnlockRequest {
  accountId: string;
  channelPackId: number;
  /** The packs the member holds now, whichever way (the profile's unlockedChannelPackIds). */
  unlockedPackIds: () => readonly string[];
  subscriptions: readonly EarningSubscription[];
  when: Date;
}

/**
 * Unlocks one pack for CHANNEL_PACK_PRICE gems. The check and both writes (the debit and the
 * unlock) run in one store transaction, which node:sqlite runs to its end before any other
 * request's: twenty identical unlocks at once spend the gems once, and the balance never goes
 * below zero.
 */
export function unlockChannelPack(
  store: MemberStore,
  wallet: GemWallet,
  unlocks: ChannelPackUnlocks,
  request: PackUnlockRequest,
): { outcome: PackUnlockOutcome; balance: number } {
  const { accountId, channelPackId, when } = request;
  return store.transaction(() => {
    wallet.creditWeeklyGems(accountId, request.subscriptions, when);
    const balance = wallet.balance(accountId);
    if (request.unlockedPackIds().includes(String(channelPackId))) return { outcome: 'ALREADY_UNLOCKED', balance };
    if (balance < CHANNEL_PACK_PRICE) return { outcome: 'INSUFFICIENT_FUNDS', balance };
    wallet.debit(accountId, CHANNEL_PACK_PRICE, TRANSACTION_REASONS.channelPack, when, channelPackId);
    unlocks.record(accountId, channelPackId, when);
    return { outcome: 'UNLOCKED', balance: balance - CHANNEL_PACK_PRICE };
  });
}
