import type { MemberStore } from '../store.ts';
import { refreshesBetween, WEEKLY_FREE_GEMS } from './weekly-gems.ts';

/**
 * The member's gems wallet (membership spec sections 3 and 9): a ledger of transactions in the
 * member store, whose sum is the balance. Weekly free gems are written lazily, at the first read
 * after each Friday, dated that Friday and written once per week and subscription (a unique index),
 * so the ledger is the same whenever it is read. Every spend checks and writes in one transaction.
 */
export const WALLET_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS gem_transactions (
  transaction_id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  transaction_type TEXT NOT NULL CHECK (transaction_type IN ('CREDIT', 'DEBIT')),
  transaction_reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  subscription_id TEXT,
  channel_pack_id INTEGER
);
CREATE INDEX IF NOT EXISTS gem_transactions_by_account ON gem_transactions (account_id, created_at);
CREATE UNIQUE INDEX IF NOT EXISTS gem_weekly_credit_once ON gem_transactions (account_id, subscription_id, created_at)
  WHERE transaction_reason = 'WEEKLY_FREE_GEMS';
CREATE TABLE IF NOT EXISTS gem_forfeits (account_id TEXT PRIMARY KEY, forfeited_at TEXT NOT NULL);
`;

/** The wallet's one currency. */
export const GEMS_CURRENCY = 'GEMS';

export const TRANSACTION_REASONS = {
  weekly: 'WEEKLY_FREE_GEMS',
  channelPack: 'CHANNEL_PACK_UNLOCK',
  cancellation: 'CANCELLATION',
  retentionOffer: 'RETENTION_OFFER',
} as const;
export type TransactionReason = (typeof TRANSACTION_REASONS)[keyof typeof TRANSACTION_REASONS];
export type TransactionType = 'CREDIT' | 'DEBIT';

/** A wallet transaction as the schema answers it (membership spec section 3). */
export interface WalletTransaction {
  /** Always positive: `transactionType` says which way it went. */
  amount: number;
  currency: typeof GEMS_CURRENCY;
  createdAt: string;
  transactionType: TransactionType;
  transactionReason: TransactionReason;
}

/** A subscription that earns weekly gems, and since when. */
export interface EarningSubscription {
  /** Names the subscription: its credits are written once per week under this id. */
  id: string;
  since: Date;
}

export interface GemWallet {
  /**
   * Writes every weekly credit due up to `now` that is not written yet: each Friday after the
   * subscription began and after the member last forfeited their gems. Reads first, so a read
   * that finds nothing due takes no write lock.
   */
  creditWeeklyGems(accountId: string, subscriptions: readonly EarningSubscription[], now: Date): void;
  balance(accountId: string): number;
  /** Newest first; with `since`, only those created at or after it. */
  transactions(accountId: string, since: Date | null): WalletTransaction[];
  /** Takes `amount` gems out; call inside `store.transaction`, after checking the balance covers it. */
  debit(accountId: string, amount: number, reason: TransactionReason, when: Date, channelPackId: number | null): void;
}

export function gemWallet(store: MemberStore): GemWallet {
  store.db.exec(WALLET_STORE_SCHEMA);
  const statements = {
    balance: store.db.prepare(
      "SELECT COALESCE(SUM(CASE transaction_type WHEN 'CREDIT' THEN amount ELSE -amount END), 0) AS balance FROM gem_transactions WHERE account_id = ?",
    ),
    all: store.db.prepare(
      'SELECT amount, created_at, transaction_type, transaction_reason FROM gem_transactions WHERE account_id = ? AND created_at >= ? ORDER BY created_at DESC, transaction_id DESC',
    ),
    credited: store.db.prepare(
      "SELECT created_at FROM gem_transactions WHERE account_id = ? AND subscription_id = ? AND transaction_reason = 'WEEKLY_FREE_GEMS' AND created_at > ?",
    ),
    credit: store.db.prepare(
      "INSERT INTO gem_transactions (account_id, amount, transaction_type, transaction_reason, created_at, subscription_id) VALUES (?, ?, 'CREDIT', 'WEEKLY_FREE_GEMS', ?, ?) ON CONFLICT DO NOTHING",
    ),
    debit: store.db.prepare(
      "INSERT INTO gem_transactions (account_id, amount, transaction_type, transaction_reason, created_at, channel_pack_id) VALUES (?, ?, 'DEBIT', ?, ?, ?)",
    ),
    forfeitedAt: store.db.prepare('SELECT forfeited_at FROM gem_forfeits WHERE account_id = ?'),
  };

  function dueFridays(accountId: string, subscription: EarningSubscription, now: Date): string[] {
    const forfeited = (statements.forfeitedAt.get(accountId) as { forfeited_at: string } | undefined)?.forfeited_at;
    const after = forfeited && Date.parse(forfeited) > subscription.since.getTime() ? new Date(forfeited) : subscription.since;
    const written = new Set((statements.credited.all(accountId, subscription.id, after.toISOString()) as { created_at: string }[]).map((row) => row.created_at));
    return refreshesBetween(after, now)
      .map((friday) => friday.toISOString())
      .filter((friday) => !written.has(friday));
  }

  return {
    creditWeeklyGems(accountId, subscriptions, now) {
      if (subscriptions.every((subscription) => dueFridays(accountId, subscription, now).length === 0)) return;
      store.transaction(() => {
        // Again inside the write lock: another request may have written them meanwhile.
        for (const subscription of subscriptions) {
          for (const friday of dueFridays(accountId, subscription, now)) statements.credit.run(accountId, WEEKLY_FREE_GEMS, friday, subscription.id);
        }
      });
    },
    balance: (accountId) => (statements.balance.get(accountId) as { balance: number }).balance,
    transactions: (accountId, since) =>
      (statements.all.all(accountId, since?.toISOString() ?? '') as { amount: number; created_at: string; transaction_type: TransactionType; transaction_reason: TransactionReason }[]).map(
        (row) => ({ amount: row.amount, currency: GEMS_CURRENCY, createdAt: row.created_at, transactionType: row.transaction_type, transactionReason: row.transaction_reason }),
      ),
    debit(accountId, amount, reason, when, channelPackId) {
      statements.debit.run(accountId, amount, reason, when.toISOString(), channelPackId);
    },
  };
}

/**
 * Membership spec section 9: "gems are lost on cancellation". The billing side calls this inside
 * its cancellation transaction: the balance goes to zero (one CANCELLATION debit), and weekly
 * credits of Fridays up to `when` that were not written yet never will be.
 */
export function forfeitGems(store: MemberStore, accountId: string, when: Date): void {
  const wallet = gemWallet(store);
  store.transaction(() => {
    const balance = wallet.balance(accountId);
    if (balance > 0) wallet.debit(accountId, balance, TRANSACTION_REASONS.cancellation, when, null);
    store.db
      .prepare('INSERT INTO gem_forfeits (account_id, forfeited_at) VALUES (?, ?) ON CONFLICT (account_id) DO UPDATE SET forfeited_at = MAX(forfeited_at, excluded.forfeited_at)')
      .run(accountId, when.toISOString());
  });
}

/**
 * Gems given with a retention offer (membership spec section 3: a deal's offeredGems): one CREDIT,
 * written inside the caller's transaction (the reactivation's), so the gems come with the
 * reactivation or not at all.
 */
export function creditGems(store: MemberStore, accountId: string, amount: number, when: Date): void {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`creditGems: amount must be a positive whole number, got ${amount}`);
  store.transaction(() => {
    store.db
      .prepare("INSERT INTO gem_transactions (account_id, amount, transaction_type, transaction_reason, created_at) VALUES (?, ?, 'CREDIT', ?, ?)")
      .run(accountId, amount, TRANSACTION_REASONS.retentionOffer, when.toISOString());
  });
}
