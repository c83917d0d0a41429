import { createHmac, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { MemberStore } from '../store.ts';

/**
 * The biller's records in the member store: members, subscriptions, transactions, rebills and
 * cancellations. Accounts and their membership facts are the accounts table's (../accounts.ts);
 * here is what was bought, charged and cancelled. Every charge has an idempotency key, unique here.
 */
export const BILLING_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS billing_members (
  account_id TEXT PRIMARY KEY,
  -- The name given on the join form, as the biller keeps it; the member's username is the accounts'.
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- The stand-in keeps the test card's number so a one-click charge answers as that card does; a
  -- real biller keeps a token.
  card_number TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS billing_subscriptions (
  subscription_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  join_option_id TEXT NOT NULL,
  package TEXT,
  site TEXT NOT NULL,
  biller_name TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'replaced')),
  trial INTEGER NOT NULL,
  rebill_price REAL NOT NULL,
  currency TEXT NOT NULL,
  started_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS billing_subscriptions_by_account ON billing_subscriptions (account_id, status);
CREATE TABLE IF NOT EXISTS billing_transactions (
  transaction_id INTEGER PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  request TEXT NOT NULL,
  kind TEXT NOT NULL,
  account_id TEXT,
  subscription_id TEXT,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('APPROVED', 'DECLINED', 'FAILED')),
  reason TEXT,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS billing_rebills (
  rebill_id INTEGER PRIMARY KEY,
  subscription_id TEXT NOT NULL,
  due_at TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('scheduled', 'cancelled', 'replaced'))
);
CREATE TABLE IF NOT EXISTS billing_cancellations (
  cancellation_id INTEGER PRIMARY KEY,
  subscription_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  cancelled_at TEXT NOT NULL,
  reactivated_at TEXT,
  retention_offer TEXT
);
-- The retention offers taken: one per subscription, to stay (before a cancellation) or to come back
-- (a reactivation).
CREATE TABLE IF NOT EXISTS billing_retention_offers (
  subscription_id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  offer_name TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('stay', 'reactivate')),
  taken_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS billing_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

export type TransactionKind = 'join' | 'upgrade-multisite' | 'upgrade-singlesite' | 'upgrade-trial' | 'upgrade-yearly' | 'reactivate' | 'retention-offer';
/** Where a retention offer was taken: to stay, before cancelling; to come back, with the reactivation. */
export type RetentionOfferSource = 'stay' | 'reactivate';
export type Outcome = 'APPROVED' | 'DECLINED' | 'FAILED';

export interface SubscriptionRow {
  subscription_id: string;
  account_id: string;
  join_option_id: string;
  package: string | null;
  site: string;
  biller_name: string;
  status: 'active' | 'cancelled' | 'replaced';
  trial: number;
  rebill_price: number;
  currency: string;
  started_at: string;
}

export interface NewSubscription {
  accountId: string;
  joinOptionId: string;
  package: string | null;
  site: string;
  billerName: string;
  trial: boolean;
  rebillPrice: number;
  currency: string;
  periodDays: number;
}

export interface ChargeRecord {
  key: string;
  request: string;
  kind: TransactionKind;
  accountId: string | null;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  outcome: Outcome;
  reason: string | null;
  answer: unknown;
}

const DAY_MS = 86_400_000;

type BillingStatements = ReturnType<typeof billingStatements>;

function billingStatements(db: DatabaseSync) {
  return {
    member: db.prepare('SELECT * FROM billing_members WHERE account_id = ?'),
    addMember: db.prepare('INSERT INTO billing_members (account_id, username, card_number, created_at) VALUES (?, ?, ?, ?)'),
    activeSubscription: db.prepare("SELECT * FROM billing_subscriptions WHERE account_id = ? AND status != 'replaced' ORDER BY started_at DESC, rowid DESC LIMIT 1"),
    siteSubscription: db.prepare("SELECT * FROM billing_subscriptions WHERE account_id = ? AND site = ? AND status != 'replaced' ORDER BY started_at DESC, rowid DESC LIMIT 1"),
    addSubscription: db.prepare(
      'INSERT INTO billing_subscriptions (subscription_id, account_id, join_option_id, package, site, biller_name, status, trial, rebill_price, currency, started_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    setSubscriptionStatus: db.prepare('UPDATE billing_subscriptions SET status = ? WHERE subscription_id = ?'),
    setRebillPrice: db.prepare('UPDATE billing_subscriptions SET rebill_price = ? WHERE subscription_id = ?'),
    setScheduledRebillAmount: db.prepare("UPDATE billing_rebills SET amount = ? WHERE subscription_id = ? AND status = 'scheduled'"),
    charge: db.prepare('SELECT request, answer FROM billing_transactions WHERE idempotency_key = ?'),
    addCharge: db.prepare(
      'INSERT INTO billing_transactions (idempotency_key, request, kind, account_id, subscription_id, amount, currency, outcome, reason, answer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    transactions: db.prepare('SELECT * FROM billing_transactions WHERE account_id = ? ORDER BY transaction_id'),
    lastApproved: db.prepare("SELECT transaction_id, created_at FROM billing_transactions WHERE account_id = ? AND outcome = 'APPROVED' ORDER BY transaction_id DESC LIMIT 1"),
    scheduleRebill: db.prepare("INSERT INTO billing_rebills (subscription_id, due_at, amount, currency, status) VALUES (?, ?, ?, ?, 'scheduled')"),
    setRebills: db.prepare("UPDATE billing_rebills SET status = ? WHERE subscription_id = ? AND status = 'scheduled'"),
    rebills: db.prepare('SELECT * FROM billing_rebills WHERE subscription_id = ? ORDER BY rebill_id'),
    cancel: db.prepare('INSERT INTO billing_cancellations (subscription_id, account_id, cancelled_at) VALUES (?, ?, ?)'),
    reactivate: db.prepare('UPDATE billing_cancellations SET reactivated_at = ?, retention_offer = ? WHERE subscription_id = ? AND reactivated_at IS NULL'),
    cancellations: db.prepare('SELECT * FROM billing_cancellations WHERE account_id = ? ORDER BY cancellation_id'),
    retentionOfferTaken: db.prepare('SELECT 1 AS found FROM billing_retention_offers WHERE subscription_id = ?'),
    takeRetentionOffer: db.prepare('INSERT INTO billing_retention_offers (subscription_id, account_id, offer_name, source, taken_at) VALUES (?, ?, ?, ?, ?)'),
    key: db.prepare('SELECT value FROM billing_keys WHERE name = ?'),
    addKey: db.prepare('INSERT OR IGNORE INTO billing_keys (name, value) VALUES (?, ?)'),
  };
}

/**
 * The biller's records in the member store: its members, their subscriptions, the cancellations and
 * reactivations with the retention offer, and every charge by its idempotency key.
 */
export function billingRecords(store: MemberStore) {
  const { db } = store;
  db.exec(BILLING_STORE_SCHEMA);
  const s = billingStatements(db);

  // A store from before the accounts kept usernames (upstream/members/accounts.ts): a member who joined
  // then keeps the name they gave the join form, and nobody can take it.
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'usernames'").get()) {
    db.exec('INSERT OR IGNORE INTO usernames (account_id, username, chosen_at) SELECT account_id, username, created_at FROM billing_members');
  }

  // The member-id hash key: made once per store, so hashes stay valid across restarts.
  s.addKey.run('member-id-hash', randomBytes(32).toString('base64'));
  const hashKey = Buffer.from((s.key.get('member-id-hash') as { value: string }).value, 'base64');

  return { ...billingMembers(s, hashKey), ...subscriptions(s), ...retention(s), ...charges(s) };
}

/** The biller's members, and the hash of their member ids the welcome data carries. */
function billingMembers(s: BillingStatements, hashKey: Buffer) {
  return {
    /** Welcome data's hashedMemberId: proves the buyer was told the member id by the biller. */
    hashMemberId: (memberId: string) => createHmac('sha256', hashKey).update(memberId).digest('base64url'),
    member: (accountId: string) => s.member.get(accountId) as { username: string; card_number: string } | undefined,
    addMember(accountId: string, username: string, cardNumber: string, when: Date) {
      s.addMember.run(accountId, username, cardNumber, when.toISOString());
    },
  };
}

/** A member's subscriptions: the current one, a new one with its first rebill, one replaced by an upgrade, one cancelled. */
function subscriptions(s: BillingStatements) {
  return {
    /** The member's current subscription (active or cancelled), or undefined. */
    subscriptionOf: (accountId: string) => s.activeSubscription.get(accountId) as SubscriptionRow | undefined,
    /** The member's current subscription of `site` (a single site bought on top has its own). */
    subscriptionOfSite: (accountId: string, site: string) => s.siteSubscription.get(accountId, site) as SubscriptionRow | undefined,
    addSubscription(subscription: NewSubscription, when: Date): string {
      const id = `sub-${randomBytes(8).toString('hex')}`;
      s.addSubscription.run(
        id,
        subscription.accountId,
        subscription.joinOptionId,
        subscription.package,
        subscription.site,
        subscription.billerName,
        'active',
        subscription.trial ? 1 : 0,
        subscription.rebillPrice,
        subscription.currency,
        when.toISOString(),
      );
      s.scheduleRebill.run(id, new Date(when.getTime() + subscription.periodDays * DAY_MS).toISOString(), subscription.rebillPrice, subscription.currency);
      return id;
    },
    /** An upgrade replaces the subscription: its scheduled rebills stop. */
    replaceSubscription(subscriptionId: string) {
      s.setSubscriptionStatus.run('replaced', subscriptionId);
      s.setRebills.run('replaced', subscriptionId);
    },
    cancelSubscription(subscriptionId: string, accountId: string, when: Date) {
      s.setSubscriptionStatus.run('cancelled', subscriptionId);
      s.setRebills.run('cancelled', subscriptionId);
      s.cancel.run(subscriptionId, accountId, when.toISOString());
    },
  };
}

/** The retention offer (one per subscription) and the reactivation of a cancelled rebill. */
function retention(s: BillingStatements) {
  return {
    /** The cancelled rebill runs again (at `rebillPrice`, the retention offer's when it has one). */
    reactivateSubscription(subscription: SubscriptionRow, rebillPrice: number, offerName: string, dueAt: Date, when: Date) {
      s.setSubscriptionStatus.run('active', subscription.subscription_id);
      s.setRebillPrice.run(rebillPrice, subscription.subscription_id);
      s.scheduleRebill.run(subscription.subscription_id, dueAt.toISOString(), rebillPrice, subscription.currency);
      s.reactivate.run(when.toISOString(), offerName, subscription.subscription_id);
    },
    /** Whether the subscription's one retention offer was taken already. */
    retentionOfferTaken: (subscriptionId: string) => s.retentionOfferTaken.get(subscriptionId) !== undefined,
    /** The member stays on the retention offer: the running rebill, and the one scheduled, at `rebillPrice`. */
    keepAtPrice(subscriptionId: string, rebillPrice: number) {
      s.setRebillPrice.run(rebillPrice, subscriptionId);
      s.setScheduledRebillAmount.run(rebillPrice, subscriptionId);
    },
    /** The subscription's retention offer is taken (its primary key: never twice). */
    takeRetentionOffer(subscription: SubscriptionRow, offerName: string, source: RetentionOfferSource, when: Date) {
      s.takeRetentionOffer.run(subscription.subscription_id, subscription.account_id, offerName, source, when.toISOString());
    },
  };
}

/** Every charge by its idempotency key, and a member's history. */
function charges(s: BillingStatements) {
  return {
    /** The stored answer of the charge made with `key`, and the request it answered. */
    chargeByKey: (key: string) => {
      const row = s.charge.get(key) as { request: string; answer: string } | undefined;
      return row ? { request: row.request, answer: JSON.parse(row.answer) as unknown } : undefined;
    },
    recordCharge(charge: ChargeRecord, when: Date) {
      s.addCharge.run(
        charge.key,
        charge.request,
        charge.kind,
        charge.accountId,
        charge.subscriptionId,
        charge.amount,
        charge.currency,
        charge.outcome,
        charge.reason,
        JSON.stringify(charge.answer),
        when.toISOString(),
      );
    },
    lastApprovedTransaction: (accountId: string) => s.lastApproved.get(accountId) as { transaction_id: number; created_at: string } | undefined,
    /** Everything recorded about a member, for tests and support. */
    history(accountId: string) {
      const subscription = s.activeSubscription.get(accountId) as SubscriptionRow | undefined;
      return {
        transactions: s.transactions.all(accountId) as { kind: string; outcome: Outcome; amount: number; reason: string | null; idempotency_key: string }[],
        rebills: subscription ? (s.rebills.all(subscription.subscription_id) as { status: string; amount: number; due_at: string }[]) : [],
        cancellations: s.cancellations.all(accountId) as { cancelled_at: string; reactivated_at: string | null; retention_offer: string | null }[],
      };
    },
  };
}

export type BillingRecords = ReturnType<typeof billingRecords>;
